import type { Auction, AuctionEndedEvent, BidNewEvent } from '@souq/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { auctionsKeys } from '../api/keys';

// Cents, so that decimal strings add up exactly (the contract's helper would bring zod along).
const toCents = (amount: string) => Math.round(Number(amount) * 100);
const fromCents = (cents: number) => (cents / 100).toFixed(2);

/**
 * Watches `auction:<id>`: each `bid:new` moves the price, the end (soft close) and the count at
 * once, then the viewer's standing and the history are asked again; `auction:ended` ends it.
 * The socket client loads with the page that needs it, not before.
 */
export function useAuctionRoom(id: number): void {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.token);

  useEffect(() => {
    if (!token || !(id > 0)) return;
    let cancelled = false;
    let disconnect = () => {};
    const room = `auction:${id}`;
    const update = (change: (auction: Auction) => Auction) =>
      queryClient.setQueryData<Auction>(auctionsKeys.detail(id), (old) => old && change(old));
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: auctionsKeys.bids(id) });
    };
    void import('../../../lib/socket').then(({ createSocket }) => {
      if (cancelled) return;
      const socket = createSocket(token);
      socket.on('bid:new', (event: BidNewEvent) => {
        if (event.auction_id !== id) return;
        update((auction) => ({
          ...auction,
          current_price: event.current_price,
          next_bid: fromCents(toCents(event.current_price) + toCents(auction.min_increment)),
          ends_at: event.ends_at,
          bids_count: event.bids_count,
        }));
        refresh();
      });
      socket.on('auction:ended', (event: AuctionEndedEvent) => {
        if (event.auction_id !== id) return;
        update((auction) => ({
          ...auction,
          state: 'ended',
          ends_at: event.ends_at,
          current_price: event.current_price,
        }));
        refresh();
      });
      // Rooms are per connection: join again after a reconnect (and catch up on what was missed).
      socket.on('connect', () => {
        socket.emit('join', { room });
        refresh();
      });
      socket.connect();
      disconnect = () => socket.disconnect();
    });
    return () => {
      cancelled = true;
      disconnect();
    };
  }, [id, token, queryClient]);
}
