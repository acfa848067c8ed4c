import { REPORT_REASON_MAX } from '@souq/contract/limits';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ReportReason {
  /** Stable value of the choice. */
  value: string;
  /** The choice in the reader's language; it is what the moderators read. */
  label: string;
}

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /**
   * Choices offered first ("Scam", "Prohibited item"…); the last one may need details
   * (`needsDetails`). Without choices the reason is written freely.
   */
  reasons?: readonly (ReportReason & { needsDetails?: boolean })[];
  /** Sends the reason (the chosen label, then the details); resolves once the report is taken. */
  onSubmit: (reason: string) => Promise<unknown>;
  isPending: boolean;
}

/**
 * Asks why something should be looked at by the moderators (POST /reports) and sends it: a choice
 * of reasons with optional details, or a free reason. Closes once the report is taken; a failure
 * is told by the request helpers and keeps the dialog open.
 */
export function ReportDialog({
  open,
  onClose,
  title,
  description,
  reasons = [],
  onSubmit,
  isPending,
}: ReportDialogProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const chosen = reasons.find((reason) => reason.value === choice);
  const needsDetails = reasons.length === 0 || Boolean(chosen?.needsDetails);
  const text = details.trim();
  const reason = chosen ? (text ? `${chosen.label}: ${text}` : chosen.label) : text;
  const ready = (reasons.length === 0 || chosen !== undefined) && (!needsDetails || text !== '');

  const close = () => {
    setChoice(null);
    setDetails('');
    onClose();
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    try {
      await onSubmit(reason.slice(0, REPORT_REASON_MAX));
      close();
    } catch {
      // Said by the request helpers; the dialog stays open to try again.
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      locked={isPending}
      size="sm"
      title={title}
      description={description}
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        {reasons.length > 0 && (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              {t('report-dialog.choose')}
            </legend>
            <div className="mt-2 grid gap-2">
              {reasons.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={option.value}
                    checked={choice === option.value}
                    onChange={() => setChoice(option.value)}
                    className="size-4 accent-brand-700"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {reasons.length === 0
              ? t('report-dialog.reason')
              : needsDetails
                ? t('report-dialog.details-required')
                : t('report-dialog.details')}
          </label>
          <textarea
            id={id}
            value={details}
            rows={3}
            // Room for the chosen reason in front of the details.
            maxLength={reasons.length > 0 ? REPORT_REASON_MAX - 100 : REPORT_REASON_MAX}
            required={needsDetails}
            onChange={(event) => setDetails(event.target.value)}
            dir="auto"
            className="mt-1 block w-full resize-none rounded-xl border border-slate-300 px-4 py-2.5 text-slate-900 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close} disabled={isPending}>
            {t('report-dialog.cancel')}
          </Button>
          <Button type="submit" disabled={isPending || !ready}>
            {isPending ? t('report-dialog.sending') : t('report-dialog.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
