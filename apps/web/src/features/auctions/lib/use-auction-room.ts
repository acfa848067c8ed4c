import type { Auction } from '@souq/contract';
import { room } from '@souq/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRealtimeEvents, useRealtimeRoom, useRealtimeSocket } from '../../../lib/realtime';
import { auctionsKeys } from '../api/keys';

// Cents, so that decimal strings add up exactly (the contract's helper would bring zod along).
const toCents = (amount: string) => Math.round(Number(amount) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/**
 * Watches `auction:<id>` on the tab's socket: each `bid:new` moves the price, the end (soft
 * close) and the count at once, then the viewer's standing and the history are asked again;
 * `auction:ended` ends it. Each (re)join asks again for what may have been missed.
 */
export function useAuctionRoom(id: number): void {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const watching = id > 0;
  const update = (change: (auction: Auction) => Auction) =>
    queryClient.setQueryData<Auction>(auctionsKeys.detail(id), (old) => old && change(old));
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: auctionsKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: auctionsKeys.bids(id) });
  }, [queryClient, id]);

  useRealtimeRoom(socket, watching ? room('auction', id) : null, refresh);
  useRealtimeEvents(watching ? socket : null, {
    'bid:new': (event) => {
      if (event.auction_id !== id) return;
      update((auction) => ({
        ...auction,
        current_price: event.current_price,
        next_bid: fromCents(toCents(event.current_price) + toCents(auction.min_increment)),
        ends_at: event.ends_at,
        bids_count: event.bids_count,
      }));
      refresh();
    },
    'auction:ended': (event) => {
      if (event.auction_id !== id) return;
      update((auction) => ({
        ...auction,
        state: 'ended',
        ends_at: event.ends_at,
        current_price: event.current_price,
      }));
      refresh();
    },
  });
}
