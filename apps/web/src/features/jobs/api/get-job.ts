import type { Job } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export async function getJob(id: number): Promise<Job> {
  const response = await api.call(endpoints.details, { params: { id } });
  return response.data;
}

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: jobsKeys.detail(id), queryFn: () => getJob(id), retry: false });

/** A job with its company and, signed in, the caller's own application. */
export const useJob = (id: number) => useQuery({ ...jobQueryOptions(id), enabled: id > 0 });
