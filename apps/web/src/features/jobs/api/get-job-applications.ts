import type { ApplicationsPage } from '@souq/contract';
import { buildPath, jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { jobsKeys } from './keys';

const PAGE_SIZE = 20;

export async function getJobApplications(jobId: number, page: number): Promise<ApplicationsPage> {
  const response = await api.get<ApplicationsPage>(
    buildPath(endpoints.applications.path, { id: jobId }),
    { params: { page, per_page: PAGE_SIZE } },
  );
  return response.data;
}

/** A job's applicants, newest first (its owner only). */
export const useJobApplications = (jobId: number, enabled = true) =>
  usePaged(jobsKeys.applications(jobId), (page) => getJobApplications(jobId, page), enabled);
