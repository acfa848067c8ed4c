import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** While true both buttons are disabled and the confirm label reads "Deleting...". */
  isDeleting?: boolean;
  title?: string;
  description?: string;
  /** A single item deleted from a list (a post, a comment): the seed's "delete this item?" (§2). */
  listItem?: boolean;
  /** The confirm button's words when the action is not a deletion ("Leave", "Remove"). */
  confirmLabel?: string;
  /** The confirm button's words while `isDeleting` goes with `confirmLabel` ("Leaving…"). */
  pendingLabel?: string;
}

/** The seed's generic delete confirmation. */
export function ConfirmModal({
  open,
  onClose,
  onConfirm,
  isDeleting = false,
  title,
  description,
  listItem = false,
  confirmLabel,
  pendingLabel,
}: ConfirmModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onClose}
      locked={isDeleting}
      size="sm"
      title={title ?? t(listItem ? 'confirm.delete-item' : 'confirm.title')}
      description={description ?? t('confirm.description')}
    >
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={isDeleting}>
          {t('confirm.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting
            ? (pendingLabel ?? t('confirm.deleting'))
            : (confirmLabel ?? t('confirm.confirm-delete'))}
        </Button>
      </div>
    </Modal>
  );
}
