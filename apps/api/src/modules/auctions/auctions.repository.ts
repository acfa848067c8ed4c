import type { AuctionListState, AuctionRole } from '@souq/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../accounts/accounts.table.ts';
import { auctionBidders, auctionPhotos, auctions } from './auctions.table.ts';

export type AuctionRow = typeof auctions.$inferSelect;
export type NewAuctionRow = typeof auctions.$inferInsert;
export type AuctionChanges = Partial<
  Pick<
    NewAuctionRow,
    | 'title'
    | 'description'
    | 'categoryId'
    | 'rootCategoryId'
    | 'countryId'
    | 'regionId'
    | 'startingPrice'
    | 'minIncrement'
    | 'reservePrice'
    | 'buyNowPrice'
    | 'startsAt'
    | 'endsAt'
    | 'searchText'
    | 'titleNorm'
    | 'coverKey'
  >
>;

export interface PhotoRef {
  id: number;
  key: string;
}

/** A person as a payload shows them (photo as a media key). */
export interface PersonRow {
  id: number;
  name: string;
  type: 'user' | 'company';
  image: string | null;
}

export const personJson = (alias: SQL) =>
  sql`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'type', ${alias}.type,
    'image', coalesce(${alias}.image_key, case when ${alias}.type = 'company' then ${alias}.logo_key end))`;

// ---------------------------------------------------------------------------------------------
// Writes of the owner (inside the service's transactions)

export const insertAuction = async (db: Database, values: NewAuctionRow) => {
  const [row] = await db.insert(auctions).values(values).returning({ id: auctions.id });
  return row!.id;
};

export const insertPhotos = async (
  db: Database,
  auctionId: number,
  photos: Array<{ key: string; position: number }>,
) => {
  if (photos.length === 0) return;
  await db
    .insert(auctionPhotos)
    .values(photos.map((p) => ({ auctionId, mediaKey: p.key, position: p.position })));
};

export const listPhotos = (db: Database, auctionId: number): Promise<PhotoRef[]> =>
  db
    .select({ id: auctionPhotos.id, key: auctionPhotos.mediaKey })
    .from(auctionPhotos)
    .where(eq(auctionPhotos.auctionId, auctionId))
    .orderBy(auctionPhotos.position, auctionPhotos.id);

export const deletePhotos = async (db: Database, ids: number[]) => {
  if (ids.length) await db.delete(auctionPhotos).where(inArray(auctionPhotos.id, ids));
};

export const setPhotoPosition = (db: Database, id: number, position: number) =>
  db.update(auctionPhotos).set({ position }).where(eq(auctionPhotos.id, id));

/** Those of `keys` that some auction photo still uses (demo auctions share their pictures). */
export const keysInUse = async (db: Database, keys: string[]) => {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ key: auctionPhotos.mediaKey })
    .from(auctionPhotos)
    .where(inArray(auctionPhotos.mediaKey, keys));
  return new Set(rows.map((r) => r.key));
};

export const updateAuction = (db: Database, id: number, changes: AuctionChanges) =>
  db
    .update(auctions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(auctions.id, id));

export const deleteAuction = (db: Database, id: number) =>
  db.delete(auctions).where(eq(auctions.id, id));

/**
 * The auction locked until the transaction ends, with the database's clock: every bid, change and
 * close of one auction takes its turn on this row lock, and judges time by one clock whichever API
 * instance runs it.
 */
export const lockAuction = async (db: Database, id: number) => {
  const [row] = await db
    .select({ auction: auctions, now: sql<string>`clock_timestamp()::text` })
    .from(auctions)
    .where(eq(auctions.id, id))
    .for('update');
  return row ? { ...row.auction, now: new Date(row.now) } : undefined;
};

// ---------------------------------------------------------------------------------------------
// Reads

/** What a card and a page both read of an auction: its terms, times and running state. */
interface AuctionTermsRow {
  id: number;
  user_id: number;
  title: string;
  category_id: number;
  country_id: number;
  region_id: number;
  starting_price: string;
  min_increment: string;
  buy_now_price: string | null;
  starts_at: string;
  ends_at: string;
  closed_at: string | null;
  cancelled_at: string | null;
  current_price: string | null;
  bids_count: number;
}

/** An auction as its page needs it, with photos, seller, leader, winner and the viewer's part. */
export interface AuctionDetailsRow extends AuctionTermsRow {
  description: string;
  reserve_price: string | null;
  saves_count: number;
  created_at: string;
  updated_at: string;
  photos: PhotoRef[];
  seller: PersonRow;
  leader: PersonRow | null;
  winner: PersonRow | null;
  /** The viewer's bidder row: they bid (and their maximum). */
  viewer_bid: { max_amount: string | null } | null;
}

/** The details in one statement, built as JSON so both drivers answer the same types. */
export const findAuctionDetails = async (
  db: Database,
  { id, viewerId }: { id: number; viewerId: number | null },
): Promise<AuctionDetailsRow | undefined> => {
  const result = await db.execute(sql`
    select json_build_object(
      'id', a.id, 'user_id', a.user_id, 'title', a.title, 'description', a.description,
      'category_id', a.category_id, 'country_id', a.country_id, 'region_id', a.region_id,
      'starting_price', a.starting_price::text, 'min_increment', a.min_increment::text,
      'reserve_price', a.reserve_price::text, 'buy_now_price', a.buy_now_price::text,
      'starts_at', a.starts_at, 'ends_at', a.ends_at, 'closed_at', a.closed_at,
      'cancelled_at', a.cancelled_at, 'current_price', a.current_price::text,
      'bids_count', a.bids_count, 'saves_count', a.saves_count,
      'created_at', a.created_at, 'updated_at', a.updated_at,
      'photos', coalesce((
        select json_agg(json_build_object('id', p.id, 'key', p.media_key) order by p.position, p.id)
        from ${auctionPhotos} p where p.auction_id = a.id), '[]'::json),
      'seller', ${personJson(sql`u`)},
      'leader', case when l.id is null then null else ${personJson(sql`l`)} end,
      'winner', case when w.id is null then null else ${personJson(sql`w`)} end,
      'viewer_bid', (select json_build_object('max_amount', b.max_amount::text)
        from ${auctionBidders} b where b.auction_id = a.id and b.user_id = ${viewerId}::bigint)
    ) as row
    from ${auctions} a
    join ${users} u on u.id = a.user_id
    left join ${users} l on l.id = a.leader_id
    left join ${users} w on w.id = a.winner_id
    where a.id = ${id}`);
  return rowsOf<{ row: AuctionDetailsRow }>(result)[0]?.row;
};

/** An auction card's columns (the cover key lives on the row: no photo lookup per card). */
export interface AuctionCardRow extends AuctionTermsRow {
  leader_id: number | null;
  winner_id: number | null;
  cover_key: string | null;
  seller: PersonRow;
}

/** A card as one JSON row (`a` the auction, `u` its seller); the wish list reads it too. */
export const cardJson = sql`json_build_object(
  'id', a.id, 'user_id', a.user_id, 'title', a.title, 'category_id', a.category_id,
  'country_id', a.country_id, 'region_id', a.region_id,
  'starting_price', a.starting_price::text, 'min_increment', a.min_increment::text,
  'buy_now_price', a.buy_now_price::text, 'starts_at', a.starts_at, 'ends_at', a.ends_at,
  'closed_at', a.closed_at, 'cancelled_at', a.cancelled_at,
  'current_price', a.current_price::text, 'bids_count', a.bids_count,
  'leader_id', a.leader_id, 'winner_id', a.winner_id, 'cover_key', a.cover_key,
  'seller', ${personJson(sql`u`)}) as row`;

export interface AuctionFilters {
  countryId?: number;
  regionId?: number;
  rootCategoryId?: number;
  categoryIds?: number[];
  /** A full-text condition over `a.search` (from the shared search module). */
  text?: SQL;
}

const filterSql = (f: AuctionFilters) => {
  const parts: SQL[] = [];
  if (f.countryId !== undefined) parts.push(sql`a.country_id = ${f.countryId}`);
  if (f.regionId !== undefined) parts.push(sql`a.region_id = ${f.regionId}`);
  if (f.rootCategoryId !== undefined) parts.push(sql`a.root_category_id = ${f.rootCategoryId}`);
  if (f.categoryIds)
    parts.push(
      sql`a.category_id in (${sql.join(
        f.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (f.text) parts.push(f.text);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
};

/** Each list state's condition and order, read against the clock; each walks its own index. */
const states: Record<AuctionListState, { where: SQL; order: SQL }> = {
  live: {
    where: sql`a.closed_at is null and a.cancelled_at is null and a.starts_at <= now() and a.ends_at > now()`,
    order: sql`a.ends_at, a.id`,
  },
  upcoming: {
    where: sql`a.closed_at is null and a.cancelled_at is null and a.starts_at > now()`,
    order: sql`a.starts_at, a.id`,
  },
  ended: {
    where: sql`a.cancelled_at is null and (a.closed_at is not null or a.ends_at <= now())`,
    order: sql`a.ends_at desc, a.id desc`,
  },
};

/** The search column, for the shared full-text building blocks. */
export const searchVector = sql`a.search`;

/** One page of cards of a state, and the count of matches up to `cap`. */
export const listAuctionPage = async (
  db: Database,
  {
    state,
    filters,
    limit,
    offset,
    cap,
  }: {
    state: AuctionListState;
    filters: AuctionFilters;
    limit: number;
    offset: number;
    cap: number;
  },
) => {
  const { where, order } = states[state];
  const condition = sql`${where}${filterSql(filters)}`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${cardJson} from ${auctions} a join ${users} u on u.id = a.user_id
      where ${condition} order by ${order} limit ${limit} offset ${offset}`),
    db.execute(sql`
      select count(*)::int as n from (select 1 from ${auctions} a where ${condition} limit ${cap}) m`),
  ]);
  return {
    rows: rowsOf<{ row: AuctionCardRow }>(rows).map((r) => r.row),
    counted: rowsOf<{ n: number }>(counted)[0]!.n,
  };
};

/** The caller's auctions by role, newest first (or latest bid first), and their count. */
export const listMyAuctionPage = async (
  db: Database,
  {
    userId,
    role,
    limit,
    offset,
    cap,
  }: { userId: number; role: AuctionRole; limit: number; offset: number; cap: number },
) => {
  const from = {
    owned: {
      source: sql`${auctions} a`,
      where: sql`a.user_id = ${userId}`,
      order: sql`a.created_at desc, a.id desc`,
    },
    bidding: {
      source: sql`${auctionBidders} b join ${auctions} a on a.id = b.auction_id`,
      where: sql`b.user_id = ${userId}`,
      order: sql`b.last_bid_at desc, a.id desc`,
    },
    won: {
      source: sql`${auctions} a`,
      where: sql`a.winner_id = ${userId}`,
      order: sql`a.closed_at desc, a.id desc`,
    },
  }[role];
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select ${cardJson} from ${from.source} join ${users} u on u.id = a.user_id
      where ${from.where} order by ${from.order} limit ${limit} offset ${offset}`),
    db.execute(sql`
      select count(*)::int as n from (select 1 from ${from.source} where ${from.where} limit ${cap}) m`),
  ]);
  return {
    rows: rowsOf<{ row: AuctionCardRow }>(rows).map((r) => r.row),
    counted: rowsOf<{ n: number }>(counted)[0]!.n,
  };
};

/** A bid with its bidder. */
/** Owner, bid count and whether it can be watched, for the room rule and the bids list. */
export const findAuctionHead = async (db: Database, id: number) => {
  const [row] = await db
    .select({
      userId: auctions.userId,
      bidsCount: auctions.bidsCount,
      cancelledAt: auctions.cancelledAt,
    })
    .from(auctions)
    .where(eq(auctions.id, id))
    .limit(1);
  return row;
};

/** Live auctions right now (the landing page's counter). */
export const countLiveAuctions = async (db: Database) => {
  const result = await db.execute(sql`
    select count(*)::int as n from ${auctions} a where ${states.live.where}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
};
