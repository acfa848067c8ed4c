import type { NotificationsPage, UnreadCount } from '@souq/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Every query of the notifications area starts with `notifications`. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  unread: () => ['notifications', 'unread'] as const,
  /** The texts are told in the request's language: one cache per language. */
  lists: () => ['notifications', 'list'] as const,
  latest: (language: string) => ['notifications', 'list', 'latest', language] as const,
  pages: (language: string) => ['notifications', 'list', 'pages', language] as const,
  settings: () => ['notifications', 'settings'] as const,
};

/** Sets the bell's count and marks the given ids (or all) read in every cached list. */
export function applyRead(
  queryClient: QueryClient,
  ids: readonly number[] | 'all',
  unread: number,
): void {
  queryClient.setQueryData<UnreadCount>(notificationsKeys.unread(), { unread_count: unread });
  const now = new Date().toISOString();
  const mark = (page: NotificationsPage): NotificationsPage => ({
    ...page,
    meta: { ...page.meta, unread_count: unread },
    data: page.data.map((n) =>
      n.read_at === null && (ids === 'all' || ids.includes(n.id)) ? { ...n, read_at: now } : n,
    ),
  });
  for (const [key, value] of queryClient.getQueriesData<
    NotificationsPage | InfiniteData<NotificationsPage>
  >({ queryKey: notificationsKeys.lists() })) {
    if (!value) continue;
    queryClient.setQueryData(
      key,
      'pages' in value ? { ...value, pages: value.pages.map(mark) } : mark(value),
    );
  }
}
