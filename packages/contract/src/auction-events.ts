import { z } from 'zod';
import { BidderSchema, BidSchema } from './auctions.ts';

// What watchers of an auction hear on its room, `auction:{id}`.

/** Realtime `bid:new` to room `auction:{id}`: the bid (masked bidder) and the new state. */
export const BidNewEventSchema = z.object({
  auction_id: z.number().int(),
  bid: BidSchema,
  current_price: z.string(),
  ends_at: z.string(),
  bids_count: z.number().int(),
});
export type BidNewEvent = z.infer<typeof BidNewEventSchema>;

/** Realtime `auction:ended` to room `auction:{id}`: the winner (masked), or null. */
export const AuctionEndedEventSchema = z.object({
  auction_id: z.number().int(),
  winner: BidderSchema.nullable(),
  current_price: z.string().nullable(),
  ends_at: z.string(),
});
export type AuctionEndedEvent = z.infer<typeof AuctionEndedEventSchema>;
