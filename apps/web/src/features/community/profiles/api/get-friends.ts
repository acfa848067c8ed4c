import type { FriendsPage, PostsPage, ProfilePhotosPage } from '@souq/contract';
import {
  buildPath,
  communityEndpoints,
  friendsEndpoints as endpoints,
} from '@souq/contract/endpoints';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { nextPageOf } from '../../../../lib/paging';
import { POSTS_PER_PAGE } from '../../lib/constants';
import { profilesKeys } from './keys';

/** Friends per page: the profile card shows the first 9 (seed §9), See All Friends adds more. */
export const FRIENDS_PER_PAGE = 9;
export const PHOTOS_PER_PAGE = 9;

/** A person's friends, newest friendship first; `q` filters by name on the server. */
export const useFriends = (userId: number, q: string) =>
  useInfiniteQuery({
    queryKey: profilesKeys.friends(userId, q),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<FriendsPage>(buildPath(endpoints.list.path, { userId }), {
          params: { page: pageParam, per_page: FRIENDS_PER_PAGE, q: q || undefined },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });

/** Friend requests waiting for the caller's answer. */
export const useFriendRequests = (enabled: boolean) =>
  useQuery({
    queryKey: profilesKeys.requests(),
    queryFn: async () =>
      (await api.get<FriendsPage>(endpoints.requests.path, { params: { per_page: 50 } })).data,
    enabled,
  });

/** The images of a person's posts, newest first. */
export const useProfilePhotos = (userId: number) =>
  useInfiniteQuery({
    queryKey: profilesKeys.photos(userId),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<ProfilePhotosPage>(buildPath(endpoints.photos.path, { userId }), {
          params: { page: pageParam, per_page: PHOTOS_PER_PAGE },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });

/** A person's posts (GET /posts/user/{userId}), newest first, paged like the feed. */
export const useUserPosts = (userId: number) =>
  useInfiniteQuery({
    queryKey: profilesKeys.posts(userId),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<PostsPage>(buildPath(communityEndpoints.userPosts.path, { userId }), {
          params: { page: pageParam, per_page: POSTS_PER_PAGE },
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });
