import type { JobDeletedResponse } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export const deleteJob = (id: number): Promise<JobDeletedResponse> =>
  api.call(endpoints.delete, { params: { id } });

/** Deletes the owner's job (its applications go with it), with the server's message or "Delete". */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: jobsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.mine() });
    },
    meta: { success: 'answer', fallback: 'jobs:owner.delete', failure: 'toast' },
  });
}
