import { cappedTotals } from '../../../lib/capped-totals.ts';
import { prefixTsQuery } from '../../../search/normalize.ts';
import type { AdFilters } from './ad-search.repository.ts';

/**
 * Ad lists and searches seen lately to match more than TOTAL_CAP ads ("1,000+"), per database:
 * their count is not redone for a minute (see `cappedTotals`). The busy lists (all ads, a big
 * category, a common word) are the ones that reach the cap, so most requests read the page alone.
 */
export const { isKnownCapped, rememberCapped } = cappedTotals({ ttlMs: 60_000, entries: 1_000 });

/** The key of a list: its filters and, for a search, the words as searched. */
export const cappedSearchKey = (filters: AdFilters, search: string | undefined) =>
  JSON.stringify([search ? prefixTsQuery(search) : '', { ...filters, text: undefined }]);
