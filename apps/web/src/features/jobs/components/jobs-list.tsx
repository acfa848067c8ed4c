import type { JobCard as JobCardData } from '@souq/contract';
import type { ReactNode } from 'react';
import { type PagedItems, PagedList, usePagedListLabels } from '../../../components/paged-list';
import { JobCard, JobCardSkeleton } from './job-card';

export type PagedJobs = PagedItems<JobCardData>;

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
  const labels = usePagedListLabels('jobs');
  return (
    <PagedList
      list={jobs}
      empty={empty}
      columns={gridClass}
      itemClassName="min-w-0"
      renderItem={(job) => <JobCard job={job} to={linkOf?.(job)} showApplicants={showApplicants} />}
      skeleton={<JobCardSkeleton />}
      skeletons={6}
      labels={labels}
    />
  );
}
