import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedOnce } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { useFuzzyThreshold } from '../../../search/sql.ts';
import { users } from '../../accounts/accounts.table.ts';
import type { AdStatusValue } from '../ads.repository.ts';
import { ads } from '../ads.table.ts';
import {
  type AdCardDbRow,
  type AdCardRow,
  adCardFields,
  cardColumns,
  cardRowOf,
  cardSelect,
  sellerOfPage,
} from './ad-card.repository.ts';

/** The list sorts of the contract, and `most_viewed` (the home page's featured block). */
export type AdSortValue = 'newest' | 'price_asc' | 'price_desc' | 'most_viewed';

/** The stored search forms of an ad, for `search/sql.ts`. */
export const searchColumns = { vector: ads.search, titleNorm: ads.titleNorm };

// Written as literals (not parameters) so that the planner can use the partial indexes.
const isActive = sql`${ads.status} = 'active'`;

export interface AdFilters {
  /** Only this owner's ads, in every status (or `status`). */
  userId?: number;
  /** Only this seller's active ads (a public list). */
  sellerId?: number;
  status?: AdStatusValue;
  countryId?: number;
  regionId?: number;
  /** A top-level category: every ad under it. */
  rootCategoryId?: number;
  /** Leaf categories (one for a leaf). */
  categoryIds?: number[];
  priceMin?: string;
  priceMax?: string;
  condition?: 'new' | 'used';
  /** A search condition from `search/sql.ts`. */
  text?: SQL;
  /** Only ads created at or after this time. */
  createdSince?: Date;
}

/** The WHERE of a list: active ads only unless it is an owner's list. */
const whereOf = (f: AdFilters): SQL | undefined =>
  and(
    f.userId === undefined ? isActive : eq(ads.userId, f.userId),
    f.status === undefined ? undefined : eq(ads.status, f.status),
    f.sellerId === undefined ? undefined : eq(ads.userId, f.sellerId),
    f.countryId === undefined ? undefined : eq(ads.countryId, f.countryId),
    f.regionId === undefined ? undefined : eq(ads.regionId, f.regionId),
    f.rootCategoryId === undefined ? undefined : eq(ads.rootCategoryId, f.rootCategoryId),
    f.categoryIds === undefined
      ? undefined
      : f.categoryIds.length === 1
        ? eq(ads.categoryId, f.categoryIds[0]!)
        : inArray(ads.categoryId, f.categoryIds),
    f.priceMin === undefined ? undefined : gte(ads.price, f.priceMin),
    f.priceMax === undefined ? undefined : lte(ads.price, f.priceMax),
    f.condition === undefined ? undefined : eq(ads.condition, f.condition),
    f.text,
    f.createdSince === undefined ? undefined : gte(ads.createdAt, f.createdSince),
  );

// Spelled exactly as the indexes are (DESC NULLS LAST), so that they deliver the order.
const orderOf: Record<AdSortValue, SQL[]> = {
  newest: [sql`${ads.createdAt} desc nulls last`, sql`${ads.id} desc nulls last`],
  price_asc: [sql`${ads.price} asc nulls last`, sql`${ads.id} asc`],
  price_desc: [sql`${ads.price} desc nulls last`, sql`${ads.id} desc nulls last`],
  most_viewed: [
    sql`${ads.views} desc`,
    sql`${ads.createdAt} desc nulls last`,
    sql`${ads.id} desc nulls last`,
  ],
};

/**
 * One page of ad cards: the ad, its cover and its seller. The page's ids are found first (an
 * index-only walk past the offset), then only those rows are joined and given their cover: the
 * skipped rows cost no subquery or join.
 */
export const listAdCards = (
  db: Database,
  {
    filters,
    sort,
    limit,
    offset,
  }: { filters: AdFilters; sort: AdSortValue; limit: number; offset: number },
) => {
  const page = db
    .select({ pageId: ads.id })
    .from(ads)
    .where(whereOf(filters))
    .orderBy(...orderOf[sort])
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(adCardFields)
    .from(page)
    .innerJoin(ads, eq(ads.id, page.pageId))
    .innerJoin(users, eq(users.id, ads.userId))
    .orderBy(...orderOf[sort]);
};

/** How many ads match, counting no further than `cap` (a bounded cost on any filter). */
export const countAdsUpToQuery = (db: Database, filters: AdFilters, cap: number) => {
  const matching = db.select({ one: sql`1` }).from(ads).where(whereOf(filters)).limit(cap).as('m');
  return db.select({ n: sql<number>`count(*)::int` }).from(matching);
};

export const countAdsUpTo = async (db: Database, filters: AdFilters, cap: number) => {
  const [row] = await countAdsUpToQuery(db, filters, cap);
  return row?.n ?? 0;
};

export interface AdPageArgs {
  filters: AdFilters;
  sort: AdSortValue;
  limit: number;
  offset: number;
  /** Count up to this; null: no count (the caller knows it already). */
  cap: number | null;
  /**
   * Find the matching ads first, through the filters' indexes (the text's GIN index), then order
   * them: for a rare search word. Otherwise the planner may walk an ordered index and filter,
   * which is right for common words and reads the whole table for rare ones.
   */
  matchFirst?: boolean;
  /**
   * Read the cards' rows in the ordered walk itself (near the start: nothing skipped) instead of
   * walking ids past the offset and joining the page's rows again (deep pages: the skipped rows
   * cost no heap read). Saves a primary-key probe per card on the first pages.
   */
  rowsInWalk?: boolean;
}

/** Pages starting before this offset read their rows in the walk (`rowsInWalk`). */
export const ROWS_IN_WALK_BEFORE = 100;

/**
 * The statement behind `listAdPage` (also run by the benchmark's pgbench): one page of cards, a
 * row each in page order, each row also carrying the number of matching ads up to `cap` (counted
 * once, in the same round trip). The page is found by an index walk (past the offset on deep
 * pages, then only its rows are read again by id); only its rows are joined to their sellers.
 */
export const adPageStatement = (args: AdPageArgs) => {
  const { filters, sort, limit, offset, cap } = args;
  const where = whereOf(filters);
  const matchFirst = Boolean(args.matchFirst) && where !== undefined;
  // The materialised set is named like the table, so that filters and orders apply to it as is.
  const prefix = matchFirst
    ? sql`with m as materialized (select ${ads.id}, ${ads.createdAt}, ${ads.price}, ${ads.views}
        from ${ads} where ${where}) `
    : sql``;
  const matching = matchFirst
    ? sql`from m ${ads}`
    : where
      ? sql`from ${ads} where ${where}`
      : sql`from ${ads}`;
  const counted =
    cap === null
      ? sql`null::int`
      : sql`(select count(*) from (select 1 ${matching} limit ${cap}) c)::int`;
  const order = sql.join(orderOf[sort], sql`, `);
  // The page's rows, named like the table too ("ads"), so that the order applies to them as is.
  const rows =
    args.rowsInWalk && !matchFirst
      ? sql`(select ${cardColumns} ${matching} order by ${order} limit ${limit} offset ${offset}) ${ads}`
      : sql`(select ${cardColumns} from (select ${ads.id} ${matching} order by ${order}
          limit ${limit} offset ${offset}) page join ${ads} on ${ads.id} = page.id) ${ads}`;
  return sql`${prefix}select ${counted} as n, ${cardSelect} from ${rows} ${sellerOfPage}
    order by ${order}`;
};

/**
 * The plain read of a page: the same filters, order, limit and offset on the ads table alone (its
 * own columns of a card, no seller, cover or count). The benchmark's baseline for `adPageStatement`.
 */
export const adPlainPageStatement = ({ filters, sort, limit, offset }: Omit<AdPageArgs, 'cap'>) => {
  const where = whereOf(filters);
  return sql`select ${ads.id}, ${ads.title}, ${ads.price}, ${ads.negotiable}, ${ads.condition},
    ${ads.categoryId}, ${ads.countryId}, ${ads.regionId}, ${ads.status}, ${ads.views},
    ${ads.phoneReveals}, ${ads.createdAt}, ${ads.updatedAt}, ${ads.userId}
    from ${ads} ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(orderOf[sort], sql`, `)} limit ${limit} offset ${offset}`;
};

/**
 * Whether a list's plan is the same whatever its values: equalities on the columns that lead the
 * list indexes (category, region, country, seller, owner and status), each index delivering the
 * order. Such pages run as named statements, planned once per connection. A text search, a price
 * range or a date is planned for its values every time: how many rows it matches decides the plan.
 */
const plansAlike = (f: AdFilters) =>
  f.text === undefined &&
  f.priceMin === undefined &&
  f.priceMax === undefined &&
  f.createdSince === undefined &&
  f.condition === undefined;

/** The equality filters `plansAlike` accepts, each a value of the statement. */
const EQUALITY_FILTERS = [
  'userId',
  'sellerId',
  'status',
  'countryId',
  'regionId',
  'rootCategoryId',
] as const;

/**
 * The shape of `plansAlike` filters (which are present, how many categories) as a key, their
 * values by placeholder name, and the same filters written as placeholders.
 */
const filterShapeOf = (filters: AdFilters) => {
  const present = EQUALITY_FILTERS.filter((k) => filters[k] !== undefined);
  const categories = filters.categoryIds?.length;
  const values: Record<string, unknown> = {};
  for (const k of present) values[k] = filters[k];
  filters.categoryIds?.forEach((id, i) => {
    values[`category${i}`] = id;
  });
  const placeholders = (): AdFilters => {
    const shape: Record<string, unknown> = {};
    for (const k of present) shape[k] = sql.placeholder(k);
    if (categories !== undefined) {
      shape.categoryIds = Array.from({ length: categories }, (_, i) =>
        sql.placeholder(`category${i}`),
      );
    }
    return shape as AdFilters;
  };
  return { key: `${present.join(',')}.${categories ?? '-'}`, values, placeholders };
};

const placeholder = (name: string) => sql.placeholder(name) as unknown as number;

/**
 * `adPageStatement` of one shape (which filters, how many categories, the sort, counted or not)
 * built once per database with placeholders, then only executed: a named statement.
 */
const preparedPage = (db: Database, args: AdPageArgs) => {
  const { filters, sort, cap } = args;
  const shape = filterShapeOf(filters);
  const key = `ads.page.${shape.key}.${sort}.${cap === null}.${Boolean(args.rowsInWalk)}`;
  const values = { ...shape.values, limit: args.limit, offset: args.offset, cap };
  return preparedOnce(db, key, () =>
    adPageStatement({
      filters: shape.placeholders(),
      sort,
      limit: placeholder('limit'),
      offset: placeholder('offset'),
      cap: cap === null ? null : placeholder('cap'),
      rowsInWalk: args.rowsInWalk,
    }),
  ).execute(values);
};

// The latest to end first: among rewards of one length, the most recently featured.
const featuredOrder = sql`${ads.featuredUntil} desc nulls last, ${ads.id} desc nulls last`;

/**
 * The statement behind `listFeaturedCards`: the active ads featured now among those `filters`
 * match. A range scan of `ads_active_featured_idx`, which holds only ads ever featured, read
 * from the ones featured longest, filtered; only the `limit` found are joined to their sellers.
 */
export const featuredStatement = (filters: AdFilters, limit: number) => sql`
  select ${cardSelect} from (select ${cardColumns} from ${ads}
    where ${and(whereOf(filters), sql`${ads.featuredUntil} > now()`)}
    order by ${featuredOrder} limit ${limit}) ${ads} ${sellerOfPage}
  order by ${featuredOrder}`;

/** Up to `limit` cards of ads featured now that match `filters` (see `featuredStatement`). */
export const listFeaturedCards = async (
  db: Database,
  filters: AdFilters,
  limit: number,
): Promise<AdCardRow[]> => {
  let result: unknown;
  if (plansAlike(filters)) {
    const shape = filterShapeOf(filters);
    result = await preparedOnce(db, `ads.featured.${shape.key}`, () =>
      featuredStatement(shape.placeholders(), placeholder('limit')),
    ).execute({ ...shape.values, limit });
  } else {
    result = await db.execute(featuredStatement(filters, limit));
  }
  return rowsOf<AdCardDbRow>(result).map(cardRowOf);
};

/** One page of cards and how many ads match, counting no further than `cap`; one statement. */
export const listAdPage = async (
  db: Database,
  args: AdPageArgs,
): Promise<{ rows: AdCardRow[]; counted: number }> => {
  const page = { ...args, rowsInWalk: args.offset < ROWS_IN_WALK_BEFORE };
  const result = await (plansAlike(args.filters)
    ? preparedPage(db, page)
    : db.execute(adPageStatement(page)));
  const found = rowsOf<AdCardDbRow & { n: number | null }>(result);
  if (found.length === 0) {
    // Nothing on this page: the count (past the last page) is asked for alone.
    const counted =
      args.cap === null || args.offset === 0 ? 0 : await countAdsUpTo(db, args.filters, args.cap);
    return { rows: [], counted };
  }
  return { rows: found.map(cardRowOf), counted: found[0]!.n ?? 0 };
};

/** Runs `work` in a transaction where fuzzy title matches use the search module's threshold. */
export const withFuzzySearch = <T>(db: Database, work: (tx: Database) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(useFuzzyThreshold);
    return work(tx);
  });

/**
 * How many ads match `filters` per category: per top-level category (`root`) or per leaf
 * category (`leaf`). Categories without a matching ad are absent.
 */
export const countAdsByCategory = async (
  db: Database,
  filters: AdFilters,
  by: 'root' | 'leaf',
): Promise<Map<number, number>> => {
  const column = by === 'root' ? ads.rootCategoryId : ads.categoryId;
  const rows = await db
    .select({ categoryId: column, n: sql<number>`count(*)::int` })
    .from(ads)
    .where(whereOf(filters))
    .groupBy(column);
  return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
};

export const countAds = async (db: Database) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(ads);
  return row?.n ?? 0;
};
