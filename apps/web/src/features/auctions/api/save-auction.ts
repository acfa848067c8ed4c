import type { AuctionResponse } from '@souq/contract';
import { buildPath, auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auctionsKeys, storeSavedAuction } from './keys';

/** Publishes an auction (multipart with its photos); the saved auction is cached. */
export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await api.post<AuctionResponse>(endpoints.create.path, form)).data,
    onSuccess: ({ data }) => storeSavedAuction(queryClient, data),
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** Changes the owner's auction before its first bid (409 after). */
export function useUpdateAuction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await api.request<AuctionResponse>('POST', buildPath(endpoints.update.path, { id }), form))
        .data,
    onSuccess: ({ data }) => storeSavedAuction(queryClient, data),
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** Deletes the owner's auction before its first bid. */
export function useDeleteAuction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.delete<{ message?: string }>(buildPath(endpoints.delete.path, { id }))).data,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: auctionsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.mineAll() });
    },
    meta: { success: 'answer', fallback: 'common:feedback.deleted', failure: 'toast' },
  });
}
