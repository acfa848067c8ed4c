import type { Database } from '../../../db/client.ts';
import { prefixTsQuery } from '../../../search/normalize.ts';
import type { AdFilters } from './ad-search.repository.ts';

/**
 * Text searches seen lately to match more than TOTAL_CAP ads ("1,000+"), per database: their
 * count is not redone for a minute. Counting the first 1,001 matches of a common word costs
 * milliseconds (thousands of rows filtered), the page itself a fraction of one; a total that is
 * "1,000+" is still that a minute later unless most of those ads went away. Smaller totals are
 * always counted.
 */
const CAPPED_SEARCH_TTL_MS = 60_000;
const CAPPED_SEARCH_ENTRIES = 1_000;
const cappedSearches = new WeakMap<Database, Map<string, number>>();

export const cappedSearchKey = (filters: AdFilters, search: string) =>
  JSON.stringify([prefixTsQuery(search), { ...filters, text: undefined }]);

export const isKnownCapped = (db: Database, key: string) => {
  const until = cappedSearches.get(db)?.get(key);
  return until !== undefined && until > Date.now();
};

export const rememberCapped = (db: Database, key: string) => {
  const known = cappedSearches.get(db) ?? new Map<string, number>();
  cappedSearches.set(db, known);
  known.delete(key);
  if (known.size >= CAPPED_SEARCH_ENTRIES) known.delete(known.keys().next().value!);
  known.set(key, Date.now() + CAPPED_SEARCH_TTL_MS);
};
