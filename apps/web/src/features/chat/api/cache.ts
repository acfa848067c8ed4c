import type { ChatMessage } from '@souq/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

type Paged<T> = InfiniteData<{ data: T[] }, unknown>;

/**
 * Adds a message to a cached thread's newest page once, whoever sent it; a copy already there
 * is replaced (a missed call that folded one more call in).
 */
export function appendToThread(
  queryClient: QueryClient,
  key: QueryKey,
  message: ChatMessage,
): void {
  queryClient.setQueryData<Paged<ChatMessage>>(key, (old) => {
    if (!old || old.pages.length === 0) return old;
    if (old.pages.some((page) => page.data.some((m) => m.id === message.id))) {
      return {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          data: page.data.map((m) => (m.id === message.id ? message : m)),
        })),
      };
    }
    const [newest, ...older] = old.pages;
    return { ...old, pages: [{ ...newest!, data: [...newest!.data, message] }, ...older] };
  });
}

/** Changes every message of a cached thread. */
export function mapThread(
  queryClient: QueryClient,
  key: QueryKey,
  change: (message: ChatMessage) => ChatMessage,
): void {
  queryClient.setQueryData<Paged<ChatMessage>>(key, (old) =>
    old
      ? { ...old, pages: old.pages.map((page) => ({ ...page, data: page.data.map(change) })) }
      : old,
  );
}

/** Changes one item of a cached paged list (a conversation, a channel). */
export function updateListItem<T extends { id: number }>(
  queryClient: QueryClient,
  key: QueryKey,
  id: number,
  change: (item: T) => T,
): void {
  queryClient.setQueryData<Paged<T>>(key, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            data: page.data.map((item) => (item.id === id ? change(item) : item)),
          })),
        }
      : old,
  );
}

interface Listed {
  last_message: ChatMessage | null;
  updated_at: string;
  unread_count: number;
}

/**
 * A list item after a new message: it shows the message, and counts it when unseen (once: a
 * missed call folding one more call in is the same message, already counted).
 */
export const withNewMessage =
  (message: ChatMessage, unseen: boolean) =>
  <T extends Listed>(item: T): T => ({
    ...item,
    last_message: message,
    updated_at: message.created_at,
    unread_count:
      unseen && item.last_message?.id !== message.id ? item.unread_count + 1 : item.unread_count,
  });
