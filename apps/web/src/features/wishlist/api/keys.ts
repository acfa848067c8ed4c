import type { WishlistType } from '@souq/contract';
import { sharedKeys } from '../../../lib/api/shared-keys';

/** What a wish-list tab shows: everything, or one kind. */
export type WishlistFilter = WishlistType | 'all';

/** Every query of the wish list starts with `wishlist`. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  ids: () => ['wishlist', 'ids'] as const,
  lists: () => sharedKeys.wishlistLists,
  list: (type: WishlistFilter) => [...sharedKeys.wishlistLists, type] as const,
};
