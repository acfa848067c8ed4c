import { communityEndpoints, friendsEndpoints as endpoints } from '@souq/contract/endpoints';
import {
  FRIEND_REQUESTS_PAGE_SIZE,
  FRIENDS_PER_PAGE,
  PHOTOS_PER_PAGE,
  POSTS_PER_PAGE,
} from '@souq/contract/limits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { nextPageOf } from '../../../../lib/paging';
import { profilesKeys } from './keys';

/**
 * A person's friends (the profile card shows the first page, seed §9; See All Friends adds more), newest friendship first; `q` filters by name on the server. */
export const useFriends = (userId: number, q: string) =>
  useInfiniteQuery({
    queryKey: profilesKeys.friends(userId, q),
    queryFn: ({ pageParam }) =>
      api.call(endpoints.list, {
        params: { userId },
        query: { page: pageParam, per_page: FRIENDS_PER_PAGE, q: q || undefined },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });

/** Friend requests waiting for the caller's answer. */
export const useFriendRequests = (enabled: boolean) =>
  useQuery({
    queryKey: profilesKeys.requests(),
    queryFn: () => api.call(endpoints.requests, { query: { per_page: FRIEND_REQUESTS_PAGE_SIZE } }),
    enabled,
  });

/** The images of a person's posts, newest first. */
export const useProfilePhotos = (userId: number) =>
  useInfiniteQuery({
    queryKey: profilesKeys.photos(userId),
    queryFn: ({ pageParam }) =>
      api.call(endpoints.photos, {
        params: { userId },
        query: { page: pageParam, per_page: PHOTOS_PER_PAGE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });

/** A person's posts (GET /posts/user/{userId}), newest first, paged like the feed. */
export const useUserPosts = (userId: number) =>
  useInfiniteQuery({
    queryKey: profilesKeys.posts(userId),
    queryFn: ({ pageParam }) =>
      api.call(communityEndpoints.userPosts, {
        params: { userId },
        query: { page: pageParam, per_page: POSTS_PER_PAGE },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });
