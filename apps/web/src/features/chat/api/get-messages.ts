import type { MessagesPage } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';

export const getMessages = (id: number, beforeId?: number): Promise<MessagesPage> =>
  api.call(endpoints.messages, { params: { id }, query: { before_id: beforeId } });

/**
 * A thread, newest page first; `fetchNextPage` loads the older messages before the oldest shown
 * (keyset on `before_id`). New messages are appended to the newest page by socket events.
 */
export const useMessages = (id: number | null) =>
  useInfiniteQuery({
    queryKey: chatKeys.messages(id ?? 0),
    queryFn: ({ pageParam }) => getMessages(id!, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.meta.next_before_id ?? undefined,
    enabled: id !== null && id > 0,
    retry: false,
  });
