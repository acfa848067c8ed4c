import type { WishlistIds, WishlistType } from '@souq/contract';

/** The ids with the item saved (first, the newest) or removed, and the count to match. */
export function withToggled(
  ids: WishlistIds,
  { type, id }: { type: WishlistType; id: number },
  saved: boolean,
): WishlistIds {
  const has = ids[type].includes(id);
  if (has === saved) return ids;
  return {
    ...ids,
    [type]: saved ? [id, ...ids[type]] : ids[type].filter((other) => other !== id),
    total: Math.max(0, ids.total + (saved ? 1 : -1)),
  };
}
