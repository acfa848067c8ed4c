import type { CreateJobBodyInput, JobResponse } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeSavedJob } from './keys';

/**
 * The job form's values as the API reads them (strings; empty optional values as ""): the form
 * builds them field by field, and the API coerces and checks them with the contract's schema.
 */
export type JobPayload = Record<string, string | number>;

export async function saveJob({
  id,
  payload,
}: {
  id: number | null;
  payload: JobPayload;
}): Promise<JobResponse> {
  const body = payload as CreateJobBodyInput;
  return id === null
    ? api.call(endpoints.create, { body, json: true })
    : api.call(endpoints.update, { params: { id }, body, json: true });
}

/**
 * Creates a job (`id` null) or saves the owner's changes; the answer is cached as is and its
 * message toasted with the success sound. Refusals are the form's to show beside its fields.
 */
export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: ({ data }: JobResponse) => storeSavedJob(queryClient, data),
    meta: { success: 'answer' },
  });
}

/** The owner opens or closes a job from its page: the same change, a failure toasted. */
export function useSetJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'open' | 'closed' }) =>
      saveJob({ id, payload: { status } }),
    onSuccess: ({ data }: JobResponse) => storeSavedJob(queryClient, data),
    meta: { success: 'answer', failure: 'toast' },
  });
}
