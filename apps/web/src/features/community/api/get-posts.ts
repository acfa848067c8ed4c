import type { Post, PostsPage } from '@souq/contract';
import { communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { POSTS_PER_PAGE } from '@souq/contract/limits';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { communityKeys } from './keys';

export const getPostsPage = (page: number): Promise<PostsPage> =>
  api.call(endpoints.listPosts, { query: { page, per_page: POSTS_PER_PAGE } });

export const feedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(),
    queryFn: ({ pageParam }) => getPostsPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });

/** The feed, newest first, one page of `POSTS_PER_PAGE` at a time; pages append. */
export const useFeed = () => useInfiniteQuery(feedQueryOptions());

export async function getPost(id: number): Promise<Post> {
  const response = await api.call(endpoints.showPost, { params: { id } });
  return response.data;
}

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: communityKeys.post(id), queryFn: () => getPost(id), retry: false });

/** One post (GET /posts/show/{id}); `enabled` false until it is needed. */
export const usePost = (id: number, enabled = true) =>
  useQuery({ ...postQueryOptions(id), enabled });
