/**
 * Lists whose total was lately found past its cap ("1,000+"), per database handle: their count is
 * not redone for `ttlMs`. Counting up to the cap walks a thousand index entries on every request
 * (a quarter of a list's SQL); a total that is "1,000+" is still that a minute later unless most
 * of those rows went away. Smaller totals are always counted, so a list a user just changed shows
 * its exact total. Each list keys its own entries (filters, viewer); at most `entries` are kept.
 */
export const cappedTotals = ({ ttlMs, entries }: { ttlMs: number; entries: number }) => {
  const known = new WeakMap<object, Map<string, number>>();
  return {
    isKnownCapped: (owner: object, key: string) => {
      const until = known.get(owner)?.get(key);
      return until !== undefined && until > Date.now();
    },
    rememberCapped: (owner: object, key: string) => {
      const map = known.get(owner) ?? new Map<string, number>();
      known.set(owner, map);
      map.delete(key);
      if (map.size >= entries) map.delete(map.keys().next().value!);
      map.set(key, Date.now() + ttlMs);
    },
  };
};
