import type { ApplicationsPage } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { MY_APPLICATIONS_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { jobsKeys } from './keys';

export const getMyApplications = (page: number): Promise<ApplicationsPage> =>
  api.call(endpoints.myApplications, { query: { page, per_page: MY_APPLICATIONS_PAGE_SIZE } });

/** The caller's applications with their dated timelines. */
export const useMyApplications = (enabled = true) =>
  usePaged(jobsKeys.myApplications(), getMyApplications, enabled);
