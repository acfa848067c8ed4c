import type { ApplicationsPage } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { jobsKeys } from './keys';

export async function getMyApplications(page: number): Promise<ApplicationsPage> {
  const response = await api.get<ApplicationsPage>(endpoints.myApplications.path, {
    params: { page, per_page: 10 },
  });
  return response.data;
}

/** The caller's applications with their dated timelines. */
export const useMyApplications = (enabled = true) =>
  usePaged(jobsKeys.myApplications(), getMyApplications, enabled);
