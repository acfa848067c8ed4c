import type { AdResponse, AdStatus } from '@souq/contract';
import { buildPath, adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateItem } from '../../../lib/api';
import { storeSavedAd } from './keys';

/**
 * Marks the owner's ad sold, archives or reactivates it; failures are toasted by `updateItem`,
 * with "Try again" when the network or the server failed (setting a status twice is harmless).
 */
export function useChangeAdStatus(id: number) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (status: AdStatus) =>
      (
        await updateItem<AdResponse>(
          buildPath(endpoints.status.path, { id }),
          { status },
          { json: true, retry: () => mutation.mutate(status) },
        )
      ).data,
    onSuccess: (ad) => storeSavedAd(queryClient, ad),
  });
  return mutation;
}
