import type { AuctionEndedEvent, BidNewEvent } from '@souq/contract';
import type { FastifyInstance } from 'fastify';

/** The room of an auction's live watchers (`auction:<id>`, joined through the room rule). */
export const auctionRoom = (auctionId: number) => `auction:${auctionId}`;

/** What the auction services tell sockets after a change commits. */
export interface AuctionsRealtime {
  emitBid(event: BidNewEvent): void;
  emitEnded(event: AuctionEndedEvent): void;
  /** Sockets watching the auction on this instance. */
  watchers(auctionId: number): number;
}

export const auctionsRealtimeOf = (app: FastifyInstance): AuctionsRealtime => ({
  emitBid: (event) => {
    app.io.to(auctionRoom(event.auction_id)).emit('bid:new', event);
  },
  emitEnded: (event) => {
    app.io.to(auctionRoom(event.auction_id)).emit('auction:ended', event);
  },
  watchers: (auctionId) => app.io.of('/').adapter.rooms.get(auctionRoom(auctionId))?.size ?? 0,
});

/** For scripts and tests that run services without sockets. */
export const silentAuctionsRealtime: AuctionsRealtime = {
  emitBid: () => {},
  emitEnded: () => {},
  watchers: () => 0,
};
