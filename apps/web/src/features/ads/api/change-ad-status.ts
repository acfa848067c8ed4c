import type { AdStatus } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeSavedAd } from './keys';

/**
 * Marks the owner's ad sold, archives or reactivates it; a failure of the network or the server
 * offers "Try again" (setting a status twice is harmless).
 */
export function useChangeAdStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: AdStatus) =>
      api.call(endpoints.status, { params: { id }, body: { status }, json: true }),
    onSuccess: ({ data }) => storeSavedAd(queryClient, data),
    meta: { success: 'answer', failure: 'retry' },
  });
}
