import type { Application, ApplicationStatus } from '@souq/contract';
import { Download, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { EndMarker } from '../../../components/end-marker';
import { Loader } from '../../../components/loader';
import { formatRelativeTime } from '../../../lib/format';
import { ApplicationStatusBadge } from './job-status-badge';

export interface PagedApplications {
  items: Application[];
  isPending: boolean;
  isError: boolean;
  errorMessage: string | null;
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
}

const NEXT: Record<ApplicationStatus, ApplicationStatus[]> = {
  waiting: ['successful', 'failed'],
  successful: ['failed', 'waiting'],
  failed: ['successful', 'waiting'],
};
const ACTION_KEYS = {
  successful: 'owner.mark-successful',
  failed: 'owner.mark-failed',
  waiting: 'owner.mark-waiting',
} as const;

function ApplicantCard({
  application,
  onStatus,
  onDownload,
}: {
  application: Application;
  onStatus: (status: ApplicationStatus) => Promise<unknown>;
  onDownload: () => Promise<unknown>;
}) {
  const { t } = useTranslation('jobs');
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // Reported by the page (toast); the card stays as it was.
    } finally {
      setBusy(false);
    }
  };
  const { applicant } = application;
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="applicant"
    >
      <div className="flex flex-wrap items-start gap-3">
        <Avatar src={applicant.photo} alt="" className="size-11" />
        <div className="min-w-0 flex-1">
          <p dir="auto" className="truncate text-start font-semibold text-slate-900">
            {applicant.name}
          </p>
          <p className="text-xs text-slate-500">
            {t('owner.applied', { time: formatRelativeTime(application.created_at) })}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <div className="mt-3">
        <h3 className="text-xs font-semibold text-slate-500">{t('owner.cover-letter')}</h3>
        <p
          dir="auto"
          className="mt-1 text-start text-sm whitespace-pre-line break-words text-slate-700"
        >
          {application.cover_letter || t('owner.no-cover-letter')}
        </p>
      </div>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">{t('owner.status-label', { name: applicant.name })}</legend>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run(onDownload)}>
          <Download className="size-4" aria-hidden="true" />
          {t('owner.download-cv')}
        </Button>
        {NEXT[application.status].map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'successful' ? 'primary' : status === 'failed' ? 'danger' : 'ghost'}
            disabled={busy}
            onClick={() => void run(() => onStatus(status))}
          >
            {t(ACTION_KEYS[status])}
          </Button>
        ))}
      </fieldset>
    </li>
  );
}

/** The job's applicants with their cover letters, CV downloads and status changes. */
export function ApplicantsList({
  applications,
  onStatus,
  onDownload,
}: {
  applications: PagedApplications;
  onStatus: (application: Application, status: ApplicationStatus) => Promise<unknown>;
  onDownload: (application: Application) => Promise<unknown>;
}) {
  const { t } = useTranslation('jobs');
  if (applications.isPending) return <Loader />;
  if (applications.isError && applications.items.length === 0) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
        {applications.errorMessage}
      </p>
    );
  }
  if (applications.items.length === 0) {
    return (
      <EmptyState icon={Users} title={t('owner.none-title')} description={t('owner.none-text')} />
    );
  }
  return (
    <div>
      <ul className="grid gap-4">
        {applications.items.map((application) => (
          <ApplicantCard
            key={application.id}
            application={application}
            onStatus={(status) => onStatus(application, status)}
            onDownload={() => onDownload(application)}
          />
        ))}
      </ul>
      <EndMarker
        hasNextPage={applications.hasNextPage && !applications.isError}
        isFetching={applications.isFetching}
        onReach={() => void applications.fetchNextPage()}
      />
    </div>
  );
}
