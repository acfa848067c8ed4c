import { reelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { reelsKeys } from './keys';

/** The author deletes a reel; the lists refetch without it. */
export function useDeleteReel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.call(endpoints.delete, { params: { id } });
      return id;
    },
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: reelsKeys.reel(id) });
      void queryClient.invalidateQueries({ queryKey: reelsKeys.all });
    },
  });
}
