import type { JobsPage } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { JOB_PAGE_SIZE } from './get-jobs';
import { jobsKeys } from './keys';

export async function getMyJobs(page: number): Promise<JobsPage> {
  const response = await api.get<JobsPage>(endpoints.mine.path, {
    params: { page, per_page: JOB_PAGE_SIZE },
  });
  return response.data;
}

/** The company's own jobs, every status, newest first. */
export const useMyJobs = (enabled = true) => usePaged(jobsKeys.mine(), getMyJobs, enabled);
