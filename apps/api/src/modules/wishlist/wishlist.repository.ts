import type { WishlistType } from '@souq/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../accounts/accounts.table.ts';
import { ads } from '../ads/ads.table.ts';
import { type AdCardRow, adCardFields } from '../ads/search/ad-card.repository.ts';
import type { AuctionCardRow } from '../auctions/auctions.repository.ts';
import { cardJson as auctionCardJson } from '../auctions/auctions.repository.ts';
import { auctions } from '../auctions/auctions.table.ts';
import { type JobCardRow, cardFields as jobCardFields } from '../jobs/jobs.repository.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { wishlistItems } from './wishlist.table.ts';

const mine = (userId: number, type?: WishlistType) =>
  and(
    eq(wishlistItems.userId, userId),
    type === undefined ? undefined : eq(wishlistItems.itemType, type),
  );

/**
 * Toggles of one user on one item take turns on a transaction-scoped advisory lock: a toggle whose
 * snapshot predates a concurrent save would otherwise find nothing to remove and save again.
 * Its own statement, so that what follows reads a snapshot taken after the previous turn.
 */
export const lockToggle = (
  tx: Database,
  { userId, type, id }: { userId: number; type: WishlistType; id: number },
) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`wishlist:${userId}:${type}:${id}`}, 0))`,
  );

/** Removes the saved item; true when it was saved. */
export const removeSaved = async (
  tx: Database,
  { userId, type, id }: { userId: number; type: WishlistType; id: number },
): Promise<boolean> => {
  const rows = await tx
    .delete(wishlistItems)
    .where(and(mine(userId, type), eq(wishlistItems.itemId, id)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
};

/** Saves the item (the unique index makes a second save a no-op). */
export const insertSaved = (
  tx: Database,
  { userId, type, id }: { userId: number; type: WishlistType; id: number },
) =>
  tx
    .insert(wishlistItems)
    .values({ userId, itemType: type, itemId: id })
    .onConflictDoNothing({
      target: [wishlistItems.userId, wishlistItems.itemType, wishlistItems.itemId],
    });

/**
 * The owner of an item `viewerId` may see (an archived ad or a cancelled auction only by its
 * owner), or undefined. The row is held `for key share` until the transaction ends: it cannot be
 * deleted between this check and the save.
 */
export const findVisibleItemOwner = async (
  tx: Database,
  { type, id, viewerId }: { type: WishlistType; id: number; viewerId: number },
): Promise<number | undefined> => {
  const query =
    type === 'ad'
      ? sql`select user_id from ${ads} where id = ${id}
          and (status <> 'archived' or user_id = ${viewerId}) for key share`
      : type === 'job'
        ? sql`select user_id from ${jobs} where id = ${id} for key share`
        : sql`select user_id from ${auctions} where id = ${id}
          and (cancelled_at is null or user_id = ${viewerId}) for key share`;
  const row = rowsOf<{ user_id: number | string }>(await tx.execute(query))[0];
  return row ? Number(row.user_id) : undefined;
};

export interface SavedRow {
  type: WishlistType;
  itemId: number;
  savedAt: Date;
}

/** A page of the user's saved items, newest saved first. */
export const listSaved = (
  db: Database,
  {
    userId,
    type,
    limit,
    offset,
  }: { userId: number; type?: WishlistType; limit: number; offset: number },
): Promise<SavedRow[]> =>
  db
    .select({
      type: wishlistItems.itemType,
      itemId: wishlistItems.itemId,
      savedAt: wishlistItems.createdAt,
    })
    .from(wishlistItems)
    .where(mine(userId, type))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id))
    .limit(limit)
    .offset(offset);

export const countSaved = async (db: Database, userId: number, type?: WishlistType) => {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(mine(userId, type));
  return Number(row?.n ?? 0);
};

/** The newest `limit` saved ids of each kind, and the count of everything saved. */
export const findSavedIds = async (db: Database, userId: number, limit: number) => {
  const result = await db.execute(sql`
    select k.kind as type, coalesce((
        select json_agg(s.item_id) from (
          select w.item_id from ${wishlistItems} w
          where w.user_id = ${userId} and w.item_type = k.kind
          order by w.created_at desc, w.id desc limit ${limit}) s), '[]'::json) as ids,
      (select count(*)::int from ${wishlistItems} w
        where w.user_id = ${userId} and w.item_type = k.kind) as n
    from (values ('ad'), ('job'), ('auction')) as k(kind)`);
  return rowsOf<{ type: WishlistType; ids: Array<number | string>; n: number }>(result).map(
    (row) => ({ type: row.type, ids: row.ids.map(Number), count: Number(row.n) }),
  );
};

/** Ad cards by id (any status: the caller decides what may be shown). */
export const findAdCards = async (db: Database, ids: number[]): Promise<AdCardRow[]> => {
  if (ids.length === 0) return [];
  return db
    .select(adCardFields)
    .from(ads)
    .innerJoin(users, eq(users.id, ads.userId))
    .where(inArray(ads.id, ids));
};

/** Job cards by id. */
export const findJobCards = (db: Database, ids: number[]): Promise<JobCardRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(jobCardFields)
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.userId))
        .where(inArray(jobs.id, ids));

/** Auction cards by id (cancelled ones included: the caller decides). */
export const findAuctionCards = async (
  db: Database,
  ids: number[],
): Promise<Array<AuctionCardRow & { cancelled: boolean }>> => {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${auctionCardJson} from ${auctions} a join ${users} u on u.id = a.user_id
    where a.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return rowsOf<{ row: AuctionCardRow }>(result).map(({ row }) => ({
    ...row,
    cancelled: row.cancelled_at !== null,
  }));
};
