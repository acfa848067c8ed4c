import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auctionsKeys, storeSavedAuction } from './keys';

/** Publishes an auction (multipart with its photos); the saved auction is cached. */
export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.call(endpoints.create, { body: form }),
    onSuccess: ({ data }) => storeSavedAuction(queryClient, data),
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** Changes the owner's auction before its first bid (409 after). */
export function useUpdateAuction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.call(endpoints.update, { params: { id }, body: form }),
    onSuccess: ({ data }) => storeSavedAuction(queryClient, data),
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** Deletes the owner's auction before its first bid. */
export function useDeleteAuction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.delete, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: auctionsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.mineAll() });
    },
    meta: { success: 'answer', fallback: 'common:feedback.deleted', failure: 'toast' },
  });
}
