import type { AuctionResponse } from '@souq/contract';
import { buildPath, auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createItem, deleteItem, updateItem } from '../../../lib/api';
import { auctionsKeys, storeSavedAuction } from './keys';

/** Publishes an auction (multipart with its photos); the saved auction is cached. */
export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await createItem<AuctionResponse>(endpoints.create.path, form)).data,
    onSuccess: (auction) => storeSavedAuction(queryClient, auction),
  });
}

/** Changes the owner's auction before its first bid (409 after). */
export function useUpdateAuction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await updateItem<AuctionResponse>(buildPath(endpoints.update.path, { id }), form)).data,
    onSuccess: (auction) => storeSavedAuction(queryClient, auction),
  });
}

/** Deletes the owner's auction before its first bid. */
export function useDeleteAuction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteItem(buildPath(endpoints.delete.path, { id })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: auctionsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.mineAll() });
    },
  });
}
