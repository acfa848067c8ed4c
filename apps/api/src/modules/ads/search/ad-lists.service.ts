import type { ListAdsQuery, MyAdsQuery } from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import type { Actor, Viewer } from '../../../http/request-view.ts';
import { getReferenceIndex } from '../../catalog/reference-index.ts';
import {
  type AdSelection,
  type SelectionBlock,
  selectionFilters,
} from '../../listings/selection-filters.ts';
import { toAdCard } from '../ads.presenter.ts';
import { findAdPage } from './ad-page-planner.ts';
import * as repo from './ad-search.repository.ts';

/** A page of cards as the contract's `AdsPage` (its meta also says whether the total is capped). */
const presentPage = async (
  db: Database,
  audience: Viewer,
  { rows, meta }: Awaited<ReturnType<typeof findAdPage>>,
) => {
  const ctx = { ...audience, reference: await getReferenceIndex(db) };
  return { data: rows.map((row) => toAdCard(row, ctx)), meta };
};

/** Featured ads shown before the first page of a list (see `listAds`). */
export const FEATURED_FIRST_MAX = 4;

/**
 * Active ads for everyone, filtered and sorted; a parent category includes its sub-categories.
 * Paged by number; see `findAdPage` for the depth and total caps. The first page of the default
 * order (newest, no text search) begins with up to `FEATURED_FIRST_MAX` ads featured now that
 * match the same filters; they also keep their own place in the list, and `meta` counts the list
 * alone. One more small indexed statement, on that page only.
 */
export const listAds = async (db: Database, audience: Viewer, query: ListAdsQuery) => {
  const reference = await getReferenceIndex(db);
  const filters: repo.AdFilters = {
    ...selectionFilters(reference, query),
    sellerId: query.user_id,
    priceMin: query.price_min,
    priceMax: query.price_max,
    condition: query.condition,
  };
  const search = query['contains[name]'] || undefined;
  const featuredFirst = query.page === 1 && query.sort === 'newest' && !search?.trim();
  const [page, featured] = await Promise.all([
    findAdPage({
      db,
      filters,
      sort: query.sort,
      page: query.page,
      perPage: query.per_page,
      search,
    }),
    featuredFirst ? repo.listFeaturedCards(db, filters, FEATURED_FIRST_MAX) : [],
  ]);
  return presentPage(db, audience, { rows: [...featured, ...page.rows], meta: page.meta });
};

/** The caller's own ads in every status (or one), newest first. */
export const listMyAds = async (db: Database, audience: Actor, query: MyAdsQuery) => {
  const { userId } = audience;
  const page = await findAdPage({
    db,
    filters: { userId, status: query.status },
    sort: 'newest',
    page: query.page,
    perPage: query.per_page,
  });
  return presentPage(db, audience, page);
};

/**
 * A short block of active ad cards for a selection (the home page): the newest, or the most
 * viewed of those created in the last `sinceDays` days. The same card query as the lists.
 */
export const listAdBlock = async ({
  db,
  selection,
  sort,
  limit,
  sinceDays,
}: SelectionBlock & { sort: 'newest' | 'most_viewed'; sinceDays?: number }) => {
  const reference = await getReferenceIndex(db);
  const filters = selectionFilters(reference, selection);
  if (sinceDays !== undefined) filters.createdSince = new Date(Date.now() - sinceDays * 86_400_000);
  return repo.listAdCards(db, { filters, sort, limit, offset: 0 });
};

/** Up to `limit` active ads of a selection featured now, the latest to end first. */
export const listFeaturedAdBlock = async ({ db, selection, limit }: SelectionBlock) =>
  repo.listFeaturedCards(db, selectionFilters(await getReferenceIndex(db), selection), limit);

/** Active ads of a selection per top-level (`root`) or leaf (`leaf`) category. */
export const countAdsPerCategory = async ({
  db,
  selection,
  by,
}: {
  db: Database;
  selection: AdSelection;
  by: 'root' | 'leaf';
}) => repo.countAdsByCategory(db, selectionFilters(await getReferenceIndex(db), selection), by);
