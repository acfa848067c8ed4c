import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/columns.ts';
import { placementColumns, searchColumns } from '../../db/listing-columns.ts';
import { users } from '../accounts/accounts.table.ts';

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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    ...placementColumns(),
    startingPrice: numeric('starting_price', { precision: 12, scale: 2 }).notNull(),
    minIncrement: numeric('min_increment', { precision: 12, scale: 2 }).notNull(),
    reservePrice: numeric('reserve_price', { precision: 12, scale: 2 }),
    buyNowPrice: numeric('buy_now_price', { precision: 12, scale: 2 }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Moved by bids in the last 2 minutes; set to the moment of a buy-now. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The highest accepted bid; null before the first. */
    currentPrice: numeric('current_price', { precision: 12, scale: 2 }),
    bidsCount: integer('bids_count').notNull().default(0),
    /** People keeping the auction in their wish list (the `wishlist_saves_count` trigger, 0012). */
    savesCount: integer('saves_count').notNull().default(0),
    leaderId: bigint('leader_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The leader's maximum for automatic bidding (their bid when they gave none). */
    leaderMax: numeric('leader_max', { precision: 12, scale: 2 }),
    /** Set once, by the sweep or a buy-now, when the auction's outcome was recorded. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    winnerId: bigint('winner_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The first photo's media key, kept here so that a card needs no photo lookup. */
    coverKey: text('cover_key'),
    ...searchColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auctionId: bigint('auction_id', { mode: 'number' })
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    mediaKey: text('media_key').notNull(),
    /** 0 is the cover. */
    position: smallint('position').notNull(),
  },
  (t) => [index('auction_photos_auction_idx').on(t.auctionId, t.position)],
);

/** Every accepted bid, in the order it was accepted (amounts never go down). */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    auctionId: bigint('auction_id', { mode: 'number' })
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    isAuto: boolean('is_auto').notNull().default(false),
    isBuyNow: boolean('is_buy_now').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    auctionId: bigint('auction_id', { mode: 'number' })
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxAmount: numeric('max_amount', { precision: 12, scale: 2 }),
    lastBidAt: timestamp('last_bid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.userId] }),
    index('auction_bidders_user_idx').on(t.userId, t.lastBidAt.desc()),
  ],
);
