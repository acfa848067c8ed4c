import type { Reel, ReelsPage } from '@souq/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export const reelsKeys = {
  all: ['community', 'reels'] as const,
  feed: () => ['community', 'reels', 'feed'] as const,
  byUser: (userId: number) => ['community', 'reels', 'user', userId] as const,
  reel: (id: number) => ['community', 'reels', 'show', id] as const,
  comments: (id: number) => ['community', 'reels', 'comments', id] as const,
  reactions: (id: number) => ['community', 'reels', 'reactions', id] as const,
};

/** Applies `update` to the reel wherever it is cached (the feed's pages and its own entry). */
export function updateCachedReel(
  queryClient: QueryClient,
  id: number,
  update: (reel: Reel) => Reel,
): void {
  queryClient.setQueryData<InfiniteData<ReelsPage>>(reelsKeys.feed(), (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page) => ({
            ...page,
            data: page.data.map((reel) => (reel.id === id ? update(reel) : reel)),
          })),
        }
      : feed,
  );
  queryClient.setQueryData<Reel>(reelsKeys.reel(id), (reel) => (reel ? update(reel) : reel));
}
