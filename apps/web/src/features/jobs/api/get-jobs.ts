import type { JobsPage, JobType, ListJobsQueryInput } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { JOB_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { type ListingFilters, listingPageQuery } from '../../../lib/api/listing-query';
import { usePaged } from '../../../lib/api/use-paged';
import { jobsKeys } from './keys';

/** What `/jobs` filters by; empty values are left out of the request. */
export interface JobsFilters extends ListingFilters {
  jobType: JobType | '';
  salaryMin: string;
  experience: string;
}

/** The generic list GET's query (seed §7) plus the jobs' own filters. */
export function buildJobsQuery(filters: JobsFilters, page: number): ListJobsQueryInput {
  const query: ListJobsQueryInput = listingPageQuery(filters, page, JOB_PAGE_SIZE);
  if (filters.jobType) query.job_type = filters.jobType;
  if (filters.salaryMin.trim()) query.salary_min = filters.salaryMin.trim();
  if (filters.experience.trim()) query.experience = filters.experience.trim();
  return query;
}

export const getJobsPage = (query: ListJobsQueryInput): Promise<JobsPage> =>
  api.call(endpoints.list, { query });

/** Open jobs matching `filters`, newest first, page after page. */
export const useJobs = (filters: JobsFilters) =>
  usePaged(jobsKeys.list(filters), (page) => getJobsPage(buildJobsQuery(filters, page)));
