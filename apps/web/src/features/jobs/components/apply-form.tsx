import { COVER_LETTER_MAX, CV_ACCEPT, CV_MAX_BYTES } from '@souq/contract/limits';
import { FileText, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FieldError, FormAlert, TextAreaField } from '../../../components/form-field';
import { formatNumber } from '../../../lib/format';
import { type ApplyFormValues, applyServerErrors } from '../lib/apply-form-values';
import { type CvProblem, checkCvFile } from '../lib/cv-file';
import { useJobsForm } from '../lib/use-jobs-form';

export interface ApplyFormProps {
  /** Sends the application, reporting the CV's upload progress (0..1); a refusal is thrown. */
  onSubmit: (
    values: { coverLetter: string; cv: File },
    onProgress: (f: number) => void,
  ) => Promise<unknown>;
  onCancel: () => void;
}

const problemKeys: Record<CvProblem, 'cv-type' | 'cv-size'> = { type: 'cv-type', size: 'cv-size' };

// The rules (the contract's schema, with zod) load on the first check or while the page is idle.
const loadRules = () => import('../lib/apply-form-schema');

/** The CV's upload, as a labelled progress bar. */
function UploadProgress({ id, percent }: { id: string; percent: number }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm text-slate-700">
        <span id={id}>{t('apply.progress')}</span>
        <span>{formatNumber(percent)}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * Cover letter and CV (PDF, DOC or DOCX ≤ 5 MB, checked by its first bytes before sending), with
 * a progress bar while the CV uploads.
 */
export function ApplyForm({ onSubmit, onCancel }: ApplyFormProps) {
  const { t } = useTranslation('jobs');
  const fileId = useId();
  const rules = useJobsForm('apply', {
    load: loadRules,
    resolverOf: (loaded) => loaded.applyFormResolver(),
    defaultValues: { coverLetter: '', cv: null },
  });
  const { form, set, errorOf, values } = rules;
  const [progress, setProgress] = useState<number | null>(null);
  const { coverLetter, cv } = values;

  // The CV's bytes are judged as soon as it is picked.
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = await checkCvFile(file, CV_MAX_BYTES);
    set('cv', problem ? null : file);
    if (problem) form.setError('cv', { type: 'pick', message: problemKeys[problem] });
  };

  const send = async ({ coverLetter: letter, cv: file }: ApplyFormValues) => {
    if (!file || progress !== null) return;
    setProgress(0);
    try {
      await onSubmit({ coverLetter: letter.trim(), cv: file }, setProgress);
    } finally {
      setProgress(null);
    }
  };

  const cvMessage = errorOf('cv');
  const sending = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form
      ref={rules.formRef}
      onSubmit={rules.onSubmit(send, applyServerErrors)}
      noValidate
      className="grid gap-5"
    >
      <TextAreaField
        label={t('apply.cover-letter')}
        value={coverLetter}
        onChange={(value) => set('coverLetter', value)}
        maxLength={COVER_LETTER_MAX}
        count={t('form.count', {
          value: formatNumber(coverLetter.length),
          max: formatNumber(COVER_LETTER_MAX),
        })}
        optional={t('form.optional')}
        placeholder={t('apply.cover-placeholder')}
        rows={7}
        error={errorOf('coverLetter')}
      />
      <div>
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          {t('apply.cv')}
        </label>
        <p id={`${fileId}-hint`} className="mt-0.5 text-xs text-slate-500">
          {t('apply.cv-hint')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4">
          <FileText className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
          <span
            dir="auto"
            className="min-w-0 flex-1 truncate text-sm text-slate-700"
            data-testid="cv-name"
          >
            {cv?.name ?? ''}
          </span>
          <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200">
            <Upload className="size-4" aria-hidden="true" />
            {cv ? t('apply.change') : t('apply.choose')}
            <input
              id={fileId}
              type="file"
              accept={CV_ACCEPT}
              className="sr-only"
              aria-describedby={`${fileId}-hint${cvMessage ? ` ${fileId}-error` : ''}`}
              aria-invalid={cvMessage ? true : undefined}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
          </label>
        </div>
        <FieldError id={`${fileId}-error`} message={cvMessage} />
      </div>
      {sending && <UploadProgress id={`${fileId}-progress`} percent={percent} />}
      <FormAlert message={rules.formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t('apply.sending') : t('apply.submit')}
        </Button>
        <Button variant="outline" size="lg" onClick={onCancel} disabled={sending}>
          {t('apply.cancel')}
        </Button>
      </div>
    </form>
  );
}
