import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { users } from '../../accounts/accounts.table.ts';
import { type PersonRow, personJson } from '../auctions.repository.ts';
import { auctionBidders, auctionBids, auctions } from '../auctions.table.ts';

// An auction's bids: written inside the bid's transaction (after `lockAuction`), and read.

export interface BidRow {
  id: number;
  amount: string;
  is_auto: boolean;
  is_buy_now: boolean;
  created_at: string;
  bidder: PersonRow;
}

/** A page of an auction's bids, newest first (the count is the row's `bids_count`). */
export const listBids = async (
  db: Database,
  { auctionId, limit, offset }: { auctionId: number; limit: number; offset: number },
): Promise<BidRow[]> => {
  const result = await db.execute(sql`
    select json_build_object('id', b.id, 'amount', b.amount::text, 'is_auto', b.is_auto,
      'is_buy_now', b.is_buy_now, 'created_at', b.created_at, 'bidder', ${personJson(sql`u`)}) as row
    from ${auctionBids} b join ${users} u on u.id = b.user_id
    where b.auction_id = ${auctionId}
    order by b.id desc limit ${limit} offset ${offset}`);
  return rowsOf<{ row: BidRow }>(result).map((r) => r.row);
};

export interface NewBid {
  userId: number;
  /** Decimal string. */
  amount: string;
  isAuto: boolean;
  isBuyNow: boolean;
}

/**
 * Everything a bid changes, in one statement (one round trip while the row lock is held): the
 * bids in order, the bidder's row and the auction's running state (who must be told is written
 * beside it by the service's `notify`). Answers the inserted bids in order.
 */
export const recordBid = async (
  db: Database,
  {
    auctionId,
    bids,
    bidder,
    state,
    now,
  }: {
    auctionId: number;
    bids: NewBid[];
    bidder: { userId: number; maxAmount: string };
    state: { currentPrice: string; leaderId: number; leaderMax: string; endsAt: Date };
    now: Date;
  },
) => {
  const at = now.toISOString();
  const rows = sql.join(
    bids.map(
      (b, i) =>
        sql`(${auctionId}::bigint, ${b.userId}::bigint, ${b.amount}::numeric, ${b.isAuto}::boolean, ${b.isBuyNow}::boolean, ${at}::timestamptz, ${i}::int)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with input (auction_id, user_id, amount, is_auto, is_buy_now, created_at, n) as (values ${rows}),
    inserted as (
      insert into ${auctionBids} (auction_id, user_id, amount, is_auto, is_buy_now, created_at)
      select auction_id, user_id, amount, is_auto, is_buy_now, created_at from input order by n
      returning id, user_id, amount, is_auto, is_buy_now, created_at
    ), bidder as (
      insert into ${auctionBidders} (auction_id, user_id, max_amount, last_bid_at)
      values (${auctionId}, ${bidder.userId}, ${bidder.maxAmount}::numeric, ${at}::timestamptz)
      on conflict (auction_id, user_id)
      do update set max_amount = excluded.max_amount, last_bid_at = excluded.last_bid_at
    ), moved as (
      update ${auctions} set current_price = ${state.currentPrice}::numeric,
        bids_count = bids_count + ${bids.length}, leader_id = ${state.leaderId},
        leader_max = ${state.leaderMax}::numeric, ends_at = ${state.endsAt.toISOString()}::timestamptz
      where id = ${auctionId}
    )
    select json_build_object('id', i.id, 'amount', i.amount::text, 'is_auto', i.is_auto,
      'is_buy_now', i.is_buy_now, 'created_at', i.created_at, 'bidder', ${personJson(sql`u`)}) as row
    from inserted i join ${users} u on u.id = i.user_id order by i.id`);
  return rowsOf<{ row: BidRow }>(result).map((r) => r.row);
};

/**
 * The leader raises their own maximum for automatic bidding: no bid, the price stays (inside the
 * bid's transaction, after `lockAuction`).
 */
export const raiseLeaderMax = async (
  db: Database,
  { auctionId, userId, maxAmount }: { auctionId: number; userId: number; maxAmount: string },
) => {
  await db.execute(sql`
    with moved as (
      update ${auctions} set leader_max = ${maxAmount}::numeric
      where id = ${auctionId} and leader_id = ${userId}
    )
    update ${auctionBidders} set max_amount = ${maxAmount}::numeric
    where auction_id = ${auctionId} and user_id = ${userId}`);
};

/** The latest bid of a person on an auction, with its bidder. */
export const findLatestBidOf = async (
  db: Database,
  { auctionId, userId }: { auctionId: number; userId: number },
): Promise<BidRow | undefined> => {
  const result = await db.execute(sql`
    select json_build_object('id', b.id, 'amount', b.amount::text, 'is_auto', b.is_auto,
      'is_buy_now', b.is_buy_now, 'created_at', b.created_at, 'bidder', ${personJson(sql`u`)}) as row
    from ${auctionBids} b join ${users} u on u.id = b.user_id
    where b.auction_id = ${auctionId} and b.user_id = ${userId}
    order by b.id desc limit 1`);
  return rowsOf<{ row: BidRow }>(result)[0]?.row;
};
