import type { Reel, ReelsPage } from '@souq/contract';
import { reelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { REELS_PAGE_SIZE } from '@souq/contract/limits';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { nextPageOf } from '../../../../lib/paging';
import { reelsKeys } from './keys';

export const getReelsPage = (page: number, userId?: number): Promise<ReelsPage> =>
  api.call(endpoints.list, { query: { page, per_page: REELS_PAGE_SIZE, user_id: userId } });

/** The reels feed (or one author's reels), newest first, 10 at a time from page 1 (seed §9). */
export const reelsFeedQueryOptions = (userId?: number) =>
  infiniteQueryOptions({
    queryKey: userId === undefined ? reelsKeys.feed() : reelsKeys.byUser(userId),
    queryFn: ({ pageParam }) => getReelsPage(pageParam, userId),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });

export const useReelsFeed = (userId?: number) => useInfiniteQuery(reelsFeedQueryOptions(userId));

export async function getReel(id: number): Promise<Reel> {
  const response = await api.call(endpoints.show, { params: { id } });
  return response.data;
}

/** One reel (the one in the address): shown first in the feed. */
export const useReel = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: reelsKeys.reel(id),
      queryFn: () => getReel(id),
      retry: false,
      enabled: Number.isInteger(id) && id > 0,
    }),
  );
