import { REPORT_REASON_MAX } from '@souq/contract/limits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useReport } from '../api/moderation';

/** Asks why a post should be looked at and sends the report (POST /reports). */
export function ReportDialog({
  postId,
  open,
  onClose,
}: {
  postId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const [reason, setReason] = useState('');
  const report = useReport();
  const close = () => {
    setReason('');
    onClose();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    try {
      await report.mutateAsync({ target_type: 'post', target_id: postId, reason: reason.trim() });
      close();
    } catch {
      // Reported by the request helper.
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      locked={report.isPending}
      size="sm"
      title={t('report.title')}
      description={t('report.description')}
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {t('report.reason')}
          </label>
          <textarea
            id={id}
            value={reason}
            rows={3}
            maxLength={REPORT_REASON_MAX}
            required
            onChange={(event) => setReason(event.target.value)}
            dir="auto"
            className="mt-1 block w-full resize-none rounded-xl border border-slate-300 px-4 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={report.isPending}>
            {t('comments.cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending || !reason.trim()}>
            {report.isPending ? t('report.sending') : t('report.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
