import type { ApplicationsPage } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { JOB_APPLICATIONS_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { jobsKeys } from './keys';

export const getJobApplications = (jobId: number, page: number): Promise<ApplicationsPage> =>
  api.call(endpoints.applications, {
    params: { id: jobId },
    query: { page, per_page: JOB_APPLICATIONS_PAGE_SIZE },
  });

/** A job's applicants, newest first (its owner only). */
export const useJobApplications = (jobId: number, enabled = true) =>
  usePaged(jobsKeys.applications(jobId), (page) => getJobApplications(jobId, page), enabled);
