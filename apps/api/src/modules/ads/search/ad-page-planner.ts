import type { Database } from '../../../db/client.ts';
import { fullTextMatch, fuzzyTitleMatch } from '../../../search/sql.ts';
import { adPageMeta, cappedPageMeta, deepestPageOf, TOTAL_CAP } from '../../listings/page-meta.ts';
import type { AdCardRow } from './ad-card.repository.ts';
import * as repo from './ad-search.repository.ts';
import { cappedSearchKey, isKnownCapped, rememberCapped } from './capped-searches.ts';
import { searchShare } from './search-stats.repository.ts';

/**
 * Searches matching at least this share of ads walk the list's order and stop at the page (and at
 * the count's cap); rarer ones find their matches through the text index first. PostgreSQL guesses
 * about this share for every prefix search, so its own plan is the right one from here up.
 */
const COMMON_SEARCH_SHARE = 0.02;
/** The same for a page alone (its count known): walking finds 10 matches within ~3,000 rows. */
const COMMON_SEARCH_SHARE_FOR_A_PAGE = 0.003;

export interface AdPageRequest {
  db: Database;
  filters: repo.AdFilters;
  sort: repo.AdSortValue;
  page: number;
  perPage: number;
  /** Free text: full-text first; if nothing at all matches, similar titles. */
  search?: string;
}

type CountedRows = { rows: AdCardRow[]; counted: number };

/** The page and its capped count in one statement (one round trip); past the deepest, a count. */
const runAndCount = (
  on: Database,
  { filters, sort, page, perPage }: Omit<AdPageRequest, 'db' | 'search'>,
  matchFirst = false,
): Promise<CountedRows> =>
  page > deepestPageOf(perPage)
    ? repo.countAdsUpTo(on, filters, TOTAL_CAP + 1).then((counted) => ({ rows: [], counted }))
    : repo.listAdPage(on, {
        filters,
        sort,
        limit: perPage,
        offset: (page - 1) * perPage,
        cap: TOTAL_CAP + 1,
        matchFirst,
      });

/**
 * One page of ad cards and its meta. A rare search word is found through the text index first, a
 * common one by walking the order; a list or search known to match "1,000+" is not counted again; a
 * search matching nothing as typed looks for similar titles (misspellings).
 */
export const findAdPage = async (request: AdPageRequest) => {
  const { db, filters, sort, page, perPage, search } = request;
  const fullText = search ? fullTextMatch(repo.searchColumns.vector, search) : null;
  const cappedKey = cappedSearchKey(filters, fullText ? search : undefined);
  if (!fullText) {
    if (page <= deepestPageOf(perPage) && isKnownCapped(db, cappedKey)) {
      const known = await repo.listAdPage(db, {
        filters,
        sort,
        limit: perPage,
        offset: (page - 1) * perPage,
        cap: null,
      });
      return { rows: known.rows, meta: cappedPageMeta(page, perPage) };
    }
    const { rows, counted } = await runAndCount(db, request);
    if (counted > TOTAL_CAP) rememberCapped(db, cappedKey);
    return { rows, meta: adPageMeta(page, perPage, counted) };
  }
  const share = await searchShare(db, search!);
  if (page <= deepestPageOf(perPage) && isKnownCapped(db, cappedKey)) {
    const known = await repo.listAdPage(db, {
      filters: { ...filters, text: fullText },
      sort,
      limit: perPage,
      offset: (page - 1) * perPage,
      cap: null,
      matchFirst: share < COMMON_SEARCH_SHARE_FOR_A_PAGE,
    });
    return { rows: known.rows, meta: cappedPageMeta(page, perPage) };
  }
  let { rows, counted } = await runAndCount(
    db,
    { ...request, filters: { ...filters, text: fullText } },
    share < COMMON_SEARCH_SHARE,
  );
  if (counted > TOTAL_CAP) rememberCapped(db, cappedKey);
  if (counted === 0) {
    const fuzzy = { ...filters, text: fuzzyTitleMatch(repo.searchColumns.titleNorm, search!)! };
    ({ rows, counted } = await repo.withFuzzySearch(db, (tx) =>
      runAndCount(tx, { ...request, filters: fuzzy }),
    ));
  }
  return { rows, meta: adPageMeta(page, perPage, counted) };
};
