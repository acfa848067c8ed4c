import type { PlaceBidBodyInput } from '@souq/contract';
import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeSavedAuction } from './keys';

/**
 * Places a bid, an automatic-bidding maximum or a buy-now; the answer (the auction as the bidder
 * sees it) is cached and the bid history asked again. The server's message, or the refusal, is
 * toasted with its sound.
 */
export function usePlaceBid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceBidBodyInput) =>
      api.call(endpoints.placeBid, { params: { id }, body, json: true }),
    onSuccess: ({ data }) => storeSavedAuction(queryClient, data.auction),
    meta: { success: 'answer', failure: 'toast' },
  });
}
