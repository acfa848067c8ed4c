import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  identityKey,
  money,
  timestamptz,
  userRef,
  userRefOrNull,
} from '../../db/columns.ts';
import { listingColumns, photoColumns } from '../../db/listing-columns.ts';

// Lists read auctions that are not closed (live, upcoming) or closed ones: partial indexes each.
const open = sql`closed_at is null and cancelled_at is null`;
const notCancelled = sql`cancelled_at is null`;

/**
 * An auction and its running state: the price, the bid count, the leader and their maximum for
 * automatic bidding, and the end live on this row and change only while it is locked by a bid
 * (`for update`) or by the closing sweep. The state (upcoming, live, ended, cancelled) is never
 * stored: it is read from the clock against `starts_at`, `ends_at`, `closed_at` and `cancelled_at`.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: identityKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...listingColumns(),
    startingPrice: money('starting_price').notNull(),
    minIncrement: money('min_increment').notNull(),
    reservePrice: money('reserve_price'),
    buyNowPrice: money('buy_now_price'),
    startsAt: timestamptz('starts_at').notNull(),
    /** Moved by bids in the last 2 minutes; set to the moment of a buy-now. */
    endsAt: timestamptz('ends_at').notNull(),
    /** The highest accepted bid; null before the first. */
    currentPrice: money('current_price'),
    bidsCount: integer('bids_count').notNull().default(0),
    leaderId: userRefOrNull('leader_id'),
    /** The leader's maximum for automatic bidding (their bid when they gave none). */
    leaderMax: money('leader_max'),
    /** Set once, by the sweep or a buy-now, when the auction's outcome was recorded. */
    closedAt: timestamptz('closed_at'),
    winnerId: userRefOrNull('winner_id'),
    cancelledAt: timestamptz('cancelled_at'),
    /** The first photo's media key, kept here so that a card needs no photo lookup. */
    coverKey: text('cover_key'),
  },
  (t) => [
    // Live (ending soonest) and the sweep's "due" scan.
    index('auctions_open_ends_idx').on(t.endsAt, t.id).where(open),
    // Upcoming, starting soonest.
    index('auctions_open_starts_idx').on(t.startsAt, t.id).where(open),
    // Ended, newest first.
    index('auctions_ends_desc_idx').on(t.endsAt.desc(), t.id.desc()).where(notCancelled),
    index('auctions_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('auctions_winner_idx').on(t.winnerId, t.closedAt.desc()),
    index('auctions_search_idx').using('gin', t.search),
  ],
);

export const auctionPhotos = pgTable(
  'auction_photos',
  {
    id: identityKey(),
    auctionId: belongsTo('auction_id', () => auctions.id),
    ...photoColumns(),
  },
  (t) => [index('auction_photos_auction_idx').on(t.auctionId, t.position)],
);

/** Every accepted bid, in the order it was accepted (amounts never go down). */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: identityKey(),
    auctionId: belongsTo('auction_id', () => auctions.id),
    userId: userRef('user_id'),
    amount: money('amount').notNull(),
    isAuto: boolean('is_auto').notNull().default(false),
    isBuyNow: boolean('is_buy_now').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('auction_bids_auction_idx').on(t.auctionId, t.id.desc()),
    index('auction_bids_user_idx').on(t.userId),
  ],
);

/**
 * Who bid on an auction: one row per person, with their maximum for automatic bidding and their
 * last bid's time ("my auctions: bidding", and the outbid bidders told at the end).
 */
export const auctionBidders = pgTable(
  'auction_bidders',
  {
    auctionId: belongsTo('auction_id', () => auctions.id),
    userId: userRef('user_id'),
    maxAmount: money('max_amount'),
    lastBidAt: timestamptz('last_bid_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.userId] }),
    index('auction_bidders_user_idx').on(t.userId, t.lastBidAt.desc()),
  ],
);
