import type { ApplicationStatus, JobStatus } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const jobColours: Record<JobStatus, string> = {
  open: 'bg-emerald-50 text-emerald-800',
  closed: 'bg-slate-200 text-slate-700',
};

/** Open or closed (a passed deadline closes a job). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <span className={cn('rounded-full px-2.5 py-1 text-xs font-medium', jobColours[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

const applicationColours: Record<ApplicationStatus, string> = {
  waiting: 'bg-amber-50 text-amber-800 ring-amber-200',
  successful: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

/** The seed's application labels: waiting, successful, failed. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('jobs');
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
        applicationColours[status],
      )}
    >
      {t(`application-status.${status}`)}
    </span>
  );
}
