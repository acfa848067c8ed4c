import type { JobsPage, JobType } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { api, buildListQuery } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { jobsKeys } from './keys';

export const JOB_PAGE_SIZE = 12;

/** What `/jobs` filters by; empty values are left out of the request. */
export interface JobsFilters {
  search: string;
  countryId: number | null;
  regionId: number | null;
  categoryId: number | null;
  jobType: JobType | '';
  salaryMin: string;
  experience: string;
}

/** The generic list GET's query (seed §7) plus the jobs' own filters. */
export function buildJobsQuery(
  filters: JobsFilters,
  page: number,
): Record<string, string | number> {
  const query = buildListQuery({
    paginate: true,
    page,
    search: filters.search,
    countryId: filters.countryId,
    regionId: filters.regionId,
    categoryId: filters.categoryId,
  });
  query.per_page = JOB_PAGE_SIZE;
  if (filters.jobType) query.job_type = filters.jobType;
  if (filters.salaryMin.trim()) query.salary_min = filters.salaryMin.trim();
  if (filters.experience.trim()) query.experience = filters.experience.trim();
  return query;
}

export async function getJobsPage(params: Record<string, string | number>): Promise<JobsPage> {
  const response = await api.get<JobsPage>(endpoints.list.path, { params });
  return response.data;
}

/** Open jobs matching `filters`, newest first, page after page. */
export const useJobs = (filters: JobsFilters) =>
  usePaged(jobsKeys.list(filters), (page) => getJobsPage(buildJobsQuery(filters, page)));
