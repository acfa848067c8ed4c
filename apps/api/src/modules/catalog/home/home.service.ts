import {
  type CategoryWithCount,
  HOME_BLOCK_SIZE,
  type HomePageQuery,
  type LiveCounts,
  type Locale,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../../http/request-view.ts';
import { localName } from '../../../i18n/index.ts';
import { memoizeBounded } from '../../../lib/memo.ts';
import { toAdCard } from '../../ads/ads.presenter.ts';
import type { AdCardRow } from '../../ads/search/ad-card.repository.ts';
import {
  countAdsPerCategory,
  listAdBlock,
  listFeaturedAdBlock,
} from '../../ads/search/ad-lists.service.ts';
import { countLiveAuctions, listLiveAuctionBlock } from '../../auctions/auction-lists.service.ts';
import { toJobCard } from '../../jobs/jobs.presenter.ts';
import { countOpenJobs, listLatestJobs } from '../../jobs/jobs-lists.service.ts';
import { type CategoryNode, getReferenceIndex, type ReferenceIndex } from '../reference-index.ts';

/**
 * "Featured" on the home page: the ads featured now (a referral reward), then the most viewed
 * active ads created within this many days.
 */
export const FEATURED_WINDOW_DAYS = 30;
/** The landing page shows this many top-level categories, those with the most live ads first. */
export const TOP_CATEGORIES = 8;
/** Distinct selections remembered at once (the oldest is forgotten first). */
const CACHE_ENTRIES = 2000;

const byOrder = (a: CategoryNode, b: CategoryNode) => a.sortOrder - b.sortOrder || a.id - b.id;

/** The children of `parentId` (the top level for null), in the catalogue's order. */
const childrenOf = (reference: ReferenceIndex, parentId: number | null) =>
  [...reference.categories.values()].filter((c) => c.parentId === parentId).sort(byOrder);

/** A category named in `locale`, with the active ads of its leaves in `leafCounts`. */
const withCount = (
  node: CategoryNode,
  reference: ReferenceIndex,
  leafCounts: Map<number, number>,
  locale: Locale,
): CategoryWithCount => ({
  id: node.id,
  name: localName(node, locale),
  slug: node.slug,
  icon: node.icon,
  parent_id: node.parentId,
  children_count: childrenOf(reference, node.id).length,
  ads_count: node.leafIds.reduce((sum, id) => sum + (leafCounts.get(id) ?? 0), 0),
});

/**
 * Where `/home-page`'s categories grid starts: the selected category's children, its parent's
 * children when it has none (a sub-category shows its siblings), else the top level.
 */
const gridParentOf = (reference: ReferenceIndex, categoryId: number | undefined) => {
  const selected = categoryId === undefined ? undefined : reference.categories.get(categoryId);
  if (!selected) return null;
  return selected.isLeaf ? selected.parentId : selected.id;
};

interface HomeData {
  featured: AdCardRow[];
  latest: Awaited<ReturnType<typeof listAdBlock>>;
  /** The newest open jobs of the selection. */
  jobs: Awaited<ReturnType<typeof listLatestJobs>>;
  /** Active ads per leaf category in the selection's place (any category). */
  leafCounts: Map<number, number>;
}

/**
 * The landing and home pages' content, remembered for PAGE_CACHE_TTL_MS per selection: both are read on
 * every visit and change only as fast as ads are posted. Names are applied per request, so one
 * entry serves both languages.
 */
export const createHomePages = ({ db, config }: Pick<FastifyInstance, 'db' | 'config'>) => {
  const ttlMs = config.PAGE_CACHE_TTL_MS;
  const liveCounts = memoizeBounded(ttlMs, 1, () =>
    countAdsPerCategory({ db, selection: {}, by: 'leaf' }),
  );

  const openJobsCount = memoizeBounded(ttlMs, 1, () => countOpenJobs(db));

  const liveAuctionsCount = memoizeBounded(ttlMs, 1, () => countLiveAuctions({ db }));

  // An ad featured by a redeem shows here within `ttlMs`: the entry is not cleared then, as other
  // instances and browsers (`max-age`) keep the page as long anyway.
  const homeData = memoizeBounded(ttlMs, CACHE_ENTRIES, async (key): Promise<HomeData> => {
    const selection = JSON.parse(key) as HomePageQuery;
    const place = { country_id: selection.country_id, region_id: selection.region_id };
    const [promoted, mostViewed, latest, leafCounts, jobs] = await Promise.all([
      listFeaturedAdBlock({ db, selection, limit: HOME_BLOCK_SIZE }),
      listAdBlock({
        db,
        selection,
        sort: 'most_viewed',
        limit: HOME_BLOCK_SIZE,
        sinceDays: FEATURED_WINDOW_DAYS,
      }),
      listAdBlock({ db, selection, sort: 'newest', limit: HOME_BLOCK_SIZE }),
      countAdsPerCategory({ db, selection: place, by: 'leaf' }),
      listLatestJobs({ db, selection, limit: HOME_BLOCK_SIZE }),
    ]);
    const promotedIds = new Set(promoted.map((row) => row.id));
    const featured = [...promoted, ...mostViewed.filter((row) => !promotedIds.has(row.id))].slice(
      0,
      HOME_BLOCK_SIZE,
    );
    return { featured, latest, leafCounts, jobs };
  });

  /** Live counts and the top-level categories with the most active ads. */
  const getIndexPage = async ({ locale }: { locale: Locale }) => {
    const [reference, leafCounts, openJobs] = await Promise.all([
      getReferenceIndex(db),
      liveCounts('all'),
      openJobsCount('all'),
    ]);
    const counts: LiveCounts = {
      ads: [...leafCounts.values()].reduce((sum, n) => sum + n, 0),
      jobs: openJobs,
      auctions: await liveAuctionsCount('all'),
    };
    const top = childrenOf(reference, null)
      .map((node) => withCount(node, reference, leafCounts, locale))
      .sort((a, b) => b.ads_count - a.ads_count)
      .slice(0, TOP_CATEGORIES);
    return { counts, top_categories: top };
  };

  /**
   * The home blocks of a selection (each id optional; a parent category includes its
   * children), as the audience sees them (nobody's own: the blocks are shared).
   */
  const getHomePage = async ({ query, audience }: { query: HomePageQuery; audience: Viewer }) => {
    const key = JSON.stringify({
      country_id: query.country_id,
      region_id: query.region_id,
      category_id: query.category_id,
    });
    const [reference, data] = await Promise.all([getReferenceIndex(db), homeData(key)]);
    const categories = childrenOf(reference, gridParentOf(reference, query.category_id)).map(
      (node) => withCount(node, reference, data.leafCounts, audience.locale),
    );
    const ctx = { ...audience, reference };
    return {
      featured_ads: data.featured.map((row) => toAdCard(row, ctx)),
      latest_ads: data.latest.map((row) => toAdCard(row, ctx)),
      latest_jobs: data.jobs.map((row) => toJobCard(row, ctx)),
      // Not cached with the blocks above: prices and countdowns move with every bid.
      live_auctions: await listLiveAuctionBlock({
        db,
        selection: query,
        limit: HOME_BLOCK_SIZE,
        audience,
      }),
      categories,
    };
  };

  return { getIndexPage, getHomePage };
};
