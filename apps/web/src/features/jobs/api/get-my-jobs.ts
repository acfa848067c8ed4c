import type { JobsPage } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { JOB_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { jobsKeys } from './keys';

export const getMyJobs = (page: number): Promise<JobsPage> =>
  api.call(endpoints.mine, { query: { page, per_page: JOB_PAGE_SIZE } });

/** The company's own jobs, every status, newest first. */
export const useMyJobs = (enabled = true) => usePaged(jobsKeys.mine(), getMyJobs, enabled);
