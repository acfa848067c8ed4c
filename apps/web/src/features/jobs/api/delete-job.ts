import { buildPath, jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export async function deleteJob(id: number): Promise<string | undefined> {
  const response = await api.delete<{ message?: string }>(buildPath(endpoints.delete.path, { id }));
  return response.data?.message;
}

/** Deletes the owner's job (its applications go with it). */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: jobsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.mine() });
    },
  });
}
