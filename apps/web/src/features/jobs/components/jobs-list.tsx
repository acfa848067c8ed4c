import type { JobCard as JobCardData } from '@souq/contract';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EndMarker } from '../../../components/end-marker';
import { JobCard, JobCardSkeleton } from './job-card';

export interface PagedJobs {
  items: JobCardData[];
  isPending: boolean;
  isError: boolean;
  errorMessage: string | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

const gridClass = 'grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3';

/**
 * Job cards that grow by the seed's end-marker rule; skeletons while the first page loads, the
 * seed's list error message (§8) when it fails, `empty` when there is nothing.
 */
export function JobsList({
  jobs,
  empty,
  linkOf,
  showApplicants,
}: {
  jobs: PagedJobs;
  empty: ReactNode;
  linkOf?: (job: JobCardData) => string;
  showApplicants?: boolean;
}) {
  const { t } = useTranslation('jobs');
  if (jobs.isPending) {
    return (
      <div className={gridClass} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <JobCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (jobs.isError && jobs.items.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-800"
      >
        <CircleAlert className="size-8" aria-hidden="true" />
        <p className="font-semibold">{t('list.error-title')}</p>
        <p className="text-sm">{jobs.errorMessage}</p>
        <Button variant="outline" size="sm" onClick={() => void jobs.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (jobs.items.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul
        className={`${gridClass} transition-opacity ${jobs.isFetching && !jobs.isFetchingNextPage ? 'opacity-60' : ''}`}
      >
        {jobs.items.map((job) => (
          <li key={job.id} className="min-w-0">
            <JobCard job={job} to={linkOf?.(job)} showApplicants={showApplicants} />
          </li>
        ))}
      </ul>
      <EndMarker
        hasNextPage={jobs.hasNextPage && !jobs.isError}
        isFetching={jobs.isFetching}
        onReach={() => void jobs.fetchNextPage()}
      />
      {jobs.isFetchingNextPage && (
        <p role="status" className="py-6 text-center text-sm text-slate-500">
          {t('list.loading-more')}
        </p>
      )}
      {jobs.isError && jobs.items.length > 0 && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm text-red-700"
        >
          <span>{jobs.errorMessage}</span>
          <Button variant="outline" size="sm" onClick={() => void jobs.fetchNextPage()}>
            {t('list.retry')}
          </Button>
        </div>
      )}
      {!jobs.hasNextPage && jobs.items.length > 0 && (
        <p className="py-6 text-center text-sm text-slate-500">{t('list.end')}</p>
      )}
    </div>
  );
}
