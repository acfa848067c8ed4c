import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adsKeys } from './keys';

/** Deletes the owner's ad: it leaves the cache and every ads list is asked again. */
export function useDeleteAd(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.delete, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: adsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adsKeys.all });
    },
    meta: { success: 'answer', fallback: 'common:feedback.deleted', failure: 'toast' },
  });
}
