import type { AccountType, Application } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { BriefcaseBusiness, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EmptyState } from '../../../components/empty-state';
import { EndMarker } from '../../../components/end-marker';
import { Loader } from '../../../components/loader';
import { formatDate } from '../../../lib/format';
import { useMyApplications } from '../api/get-my-applications';
import { useMyJobs } from '../api/get-my-jobs';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationTimeline } from './application-timeline';
import { CompanyLogo } from './company-logo';
import { ApplicationStatusBadge } from './job-status-badge';
import { JobsList } from './jobs-list';

/** A company's jobs with their applicant counts; each opens the owner's view. */
function MyJobs() {
  const { t } = useTranslation('jobs');
  const jobs = useMyJobs();
  return (
    <section aria-labelledby="my-jobs">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-jobs" className="text-lg font-bold text-slate-900">
          {t('mine.company-title')}
        </h2>
        <Button to={webPaths.addOpportunity} size="sm">
          <Plus className="size-4" aria-hidden="true" />
          {t('mine.add')}
        </Button>
      </div>
      <JobsList
        jobs={jobs}
        showApplicants
        linkOf={(job) => href(webPaths.opportunity, { id: job.id })}
        empty={
          <EmptyState
            icon={BriefcaseBusiness}
            title={t('mine.company-empty')}
            description={t('form.subtitle')}
          />
        }
      />
    </section>
  );
}

function ApplicationCard({
  application,
  onWithdraw,
}: {
  application: Application;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation('jobs');
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="my-application"
    >
      <div className="flex flex-wrap items-start gap-3">
        <CompanyLogo src={application.job.company.logo} className="size-11" />
        <div className="min-w-0 flex-1">
          <h3 dir="auto" className="text-start font-semibold text-slate-900">
            <Link
              to={href(webPaths.job, { id: application.job.id })}
              className="hover:text-brand-800 hover:underline"
            >
              {application.job.title}
            </Link>
          </h3>
          <p dir="auto" className="truncate text-start text-sm text-slate-600">
            {application.job.company.name}
          </p>
          <p className="text-xs text-slate-500">
            {t('details.applied-on', { date: formatDate(application.created_at) })}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <div className="mt-4">
        <ApplicationTimeline steps={application.timeline} />
      </div>
      {application.status === 'waiting' && (
        <div className="mt-4">
          <Button variant="ghost" size="sm" onClick={onWithdraw}>
            {t('mine.withdraw')}
          </Button>
        </div>
      )}
    </li>
  );
}

/** A person's applications, newest first, each with its dated status history. */
function MyApplications() {
  const { t } = useTranslation('jobs');
  const applications = useMyApplications();
  const withdraw = useWithdrawApplication();
  const [pending, setPending] = useState<Application | null>(null);
  // The toast and sound are the hook's; the dialog closes either way.
  const confirm = () => {
    if (pending) withdraw.mutate(pending.id, { onSettled: () => setPending(null) });
  };
  let body: React.ReactNode;
  if (applications.isPending) body = <Loader />;
  else if (applications.isError && applications.items.length === 0)
    body = (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
        {applications.errorMessage}
      </p>
    );
  else if (applications.items.length === 0)
    body = (
      <EmptyState
        icon={Search}
        title={t('mine.person-empty')}
        description={t('list.subtitle')}
        action={<Button to={webPaths.jobs}>{t('mine.browse')}</Button>}
      />
    );
  else
    body = (
      <>
        <ul className="grid gap-4">
          {applications.items.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onWithdraw={() => setPending(application)}
            />
          ))}
        </ul>
        <EndMarker
          hasNextPage={applications.hasNextPage && !applications.isError}
          isFetching={applications.isFetching}
          onReach={() => void applications.fetchNextPage()}
        />
      </>
    );
  return (
    <section aria-labelledby="my-applications">
      <h2 id="my-applications" className="mb-4 text-lg font-bold text-slate-900">
        {t('mine.person-title')}
      </h2>
      {body}
      <ConfirmModal
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={confirm}
        isDeleting={withdraw.isPending}
        title={t('mine.withdraw')}
        description={t('mine.withdraw-confirm')}
      />
    </section>
  );
}

/**
 * The profile's "my opportunity" tab: a company's jobs with their applicant counts, or a
 * person's applications with their dated status history.
 */
export function MyOpportunities({ accountType }: { accountType: AccountType }) {
  return accountType === 'company' ? <MyJobs /> : <MyApplications />;
}
