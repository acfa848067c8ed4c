import { buildPath, jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export async function deleteJob(id: number): Promise<{ message?: string } | undefined> {
  const response = await api.delete<{ message?: string }>(buildPath(endpoints.delete.path, { id }));
  return response.data;
}

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
