import type { WishlistType } from '@souq/contract';

/** What a wish-list tab shows: everything, or one kind. */
export type WishlistFilter = WishlistType | 'all';

/** Every query of the wish list starts with `wishlist`. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  ids: () => ['wishlist', 'ids'] as const,
  lists: () => ['wishlist', 'list'] as const,
  list: (type: WishlistFilter) => ['wishlist', 'list', type] as const,
};
