import type { JobCard as JobCardData } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Banknote, Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { SaveHeart } from '../../../components/save-heart';
import { formatNumber, formatRelativeTime } from '../../../lib/format';
import { salaryText } from '../lib/salary';
import { CompanyLogo } from './company-logo';
import { JobStatusBadge } from './job-status-badge';

/**
 * A job in a list: company logo and name, title, region, type, salary and age. The whole card is
 * one link (the title's, stretched).
 */
export function JobCard({
  job,
  to = href(webPaths.job, { id: job.id }),
  showApplicants = false,
}: {
  job: JobCardData;
  to?: string;
  /** The owner's list: applicants and status. */
  showApplicants?: boolean;
}) {
  const { t } = useTranslation('jobs');
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600">
      <div className="flex items-start gap-3">
        <CompanyLogo src={job.company.logo} className="size-12" />
        <div className="min-w-0 flex-1">
          <CardTitle to={to}>{job.title}</CardTitle>
          <p dir="auto" className="mt-0.5 truncate text-start text-sm text-slate-600">
            {job.company.name}
          </p>
        </div>
        {!job.is_owner && (
          <SaveHeart kind="job" id={job.id} ownerId={job.company.id} shape="icon" />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 font-medium text-brand-800">
          {t(`types.${job.job_type}`)}
        </span>
        {(showApplicants || job.status === 'closed') && <JobStatusBadge status={job.status} />}
        {showApplicants && (
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700">
            {t('card.applicants', {
              count: job.applicants_count,
              formatted: formatNumber(job.applicants_count),
            })}
          </span>
        )}
      </div>
      <p className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <Banknote className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>{salaryText(t, job)}</span>
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span className="flex min-w-0 items-center gap-1">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{job.region.name}</span>
        </span>
        <span className="flex shrink-0 items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          <time dateTime={job.created_at}>{formatRelativeTime(job.created_at)}</time>
        </span>
      </div>
    </article>
  );
}

export function JobCardSkeleton() {
  return (
    <div
      className="h-44 animate-pulse rounded-2xl border border-slate-200 bg-white p-4"
      aria-hidden="true"
    >
      <div className="flex gap-3">
        <div className="size-12 rounded-xl bg-slate-200" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-100" />
        </div>
      </div>
      <div className="mt-5 h-3 w-1/3 rounded bg-slate-100" />
      <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
    </div>
  );
}
