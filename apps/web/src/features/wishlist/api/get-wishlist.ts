import type { WishlistPage } from '@souq/contract';
import { wishlistEndpoints as endpoints } from '@souq/contract/endpoints';
import { WISHLIST_PAGE_SIZE } from '@souq/contract/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { type WishlistFilter, wishlistKeys } from './keys';

export const getWishlistPage = (type: WishlistFilter, page: number): Promise<WishlistPage> =>
  api.call(endpoints.list, { query: { type, page, per_page: WISHLIST_PAGE_SIZE } });

/** The saved items of one tab, newest saved first, a page at a time ("load more"). */
export function useWishlist(type: WishlistFilter) {
  const query = useInfiniteQuery({
    queryKey: wishlistKeys.list(type),
    queryFn: ({ pageParam }) => getWishlistPage(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    retry: false,
  });
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { ...query, entries, errorMessage: query.error ? getErrorMessage(query.error) : null };
}
