import type { Post, PostResponse, PostsPage } from '@souq/contract';
import { buildPath, communityEndpoints as endpoints } from '@souq/contract/endpoints';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { POSTS_PER_PAGE } from '../lib/constants';
import { communityKeys } from './keys';

export async function getPostsPage(page: number): Promise<PostsPage> {
  const response = await api.get<PostsPage>(endpoints.listPosts.path, {
    params: { page, per_page: POSTS_PER_PAGE },
  });
  return response.data;
}

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
  const response = await api.get<PostResponse>(buildPath(endpoints.showPost.path, { id }));
  return response.data.data;
}

export const postQueryOptions = (id: number) =>
  queryOptions({ queryKey: communityKeys.post(id), queryFn: () => getPost(id), retry: false });

/** One post (GET /posts/show/{id}); `enabled` false until it is needed. */
export const usePost = (id: number, enabled = true) =>
  useQuery({ ...postQueryOptions(id), enabled });
