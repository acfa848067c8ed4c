import type { Post, PostsPage } from '@souq/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export const communityKeys = {
  all: ['community'] as const,
  feed: () => ['community', 'posts', 'feed'] as const,
  post: (id: number) => ['community', 'posts', 'show', id] as const,
  comments: (postId: number) => ['community', 'comments', postId] as const,
  postReactions: (postId: number) => ['community', 'reactions', postId] as const,
  reactions: (postId: number, type: string) => ['community', 'reactions', postId, type] as const,
};

/** Rewrites the posts of every cached feed page with `change`. */
function changeCachedFeed(queryClient: QueryClient, change: (posts: Post[]) => Post[]) {
  queryClient.setQueryData<InfiniteData<PostsPage>>(communityKeys.feed(), (feed) =>
    feed
      ? { ...feed, pages: feed.pages.map((page) => ({ ...page, data: change(page.data) })) }
      : feed,
  );
}

/** Applies `update` to the post wherever it is cached (feed pages and its own entry). */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: number,
  update: (post: Post) => Post,
): void {
  changeCachedFeed(queryClient, (posts) =>
    posts.map((post) => (post.id === postId ? update(post) : post)),
  );
  queryClient.setQueryData<Post>(communityKeys.post(postId), (post) =>
    post ? update(post) : post,
  );
}

/** The post as cached now (feed first), to roll an optimistic change back. */
export function findCachedPost(queryClient: QueryClient, postId: number): Post | undefined {
  const feed = queryClient.getQueryData<InfiniteData<PostsPage>>(communityKeys.feed());
  for (const page of feed?.pages ?? []) {
    const post = page.data.find((p) => p.id === postId);
    if (post) return post;
  }
  return queryClient.getQueryData<Post>(communityKeys.post(postId));
}

/** Drops posts matching `remove` from the cached feed (a deleted post, a blocked author's). */
export function removeCachedPosts(queryClient: QueryClient, remove: (post: Post) => boolean) {
  changeCachedFeed(queryClient, (posts) => posts.filter((post) => !remove(post)));
}
