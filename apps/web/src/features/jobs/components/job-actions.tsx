import type { Job } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Info, Send, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDate } from '../../../lib/format';
import { ApplicationStatusBadge } from './job-status-badge';

/**
 * What the reader can do with the job: its owner edits it or opens its applicants; someone who
 * applied sees their application's status; a person applies while it is open; a company is told
 * why it cannot.
 */
export function JobActions({ job, isCompany }: { job: Job; isCompany: boolean }) {
  const { t } = useTranslation('jobs');
  const box = 'grid gap-3 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm';
  if (job.is_owner) {
    return (
      <div className={box}>
        <Button to={href(webPaths.opportunity, { id: job.id })} fullWidth>
          <Users className="size-4" aria-hidden="true" />
          {t('details.applicants')}
        </Button>
        <Button to={href(webPaths.addOpportunity, { edit: job.id })} variant="outline" fullWidth>
          {t('details.edit')}
        </Button>
      </div>
    );
  }
  if (job.my_application) {
    return (
      <div className={box} data-testid="my-application">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {t('details.applied')}
          <ApplicationStatusBadge status={job.my_application.status} />
        </p>
        <p className="text-sm text-slate-600">
          {t('details.applied-on', { date: formatDate(job.my_application.created_at) })}
        </p>
        <Button to={href(webPaths.profile, { tab: 'my-opportunity' })} variant="outline" fullWidth>
          {t('details.my-applications')}
        </Button>
      </div>
    );
  }
  const notice = (text: string) => (
    <p className="flex items-start gap-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {text}
    </p>
  );
  if (job.status === 'closed') return <div className={box}>{notice(t('details.closed'))}</div>;
  if (isCompany) return <div className={box}>{notice(t('details.company-cannot-apply'))}</div>;
  return (
    <div className={box}>
      <Button to={href(webPaths.applyJob, { id: job.id })} size="lg" fullWidth>
        <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('details.apply')}
      </Button>
    </div>
  );
}
