import type { Job } from '@souq/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { JobsFilters } from './get-jobs';

/** Every query of the jobs area starts with `jobs`. */
export const jobsKeys = {
  all: ['jobs'] as const,
  lists: () => ['jobs', 'list'] as const,
  list: (filters: JobsFilters) => ['jobs', 'list', filters] as const,
  mine: () => ['jobs', 'mine'] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  applications: (jobId: number) => ['jobs', 'applications', jobId] as const,
  myApplications: () => ['jobs', 'my-applications'] as const,
};

/**
 * After a change the server answers the job as its owner sees it: cached as is, and the lists
 * that may show it are asked again.
 */
export function storeSavedJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(jobsKeys.detail(job.id), job);
  void queryClient.invalidateQueries({ queryKey: jobsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: jobsKeys.mine() });
}
