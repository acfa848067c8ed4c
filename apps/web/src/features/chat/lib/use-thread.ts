import type { ChatMessage } from '@souq/contract';
import type { InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getErrorMessage } from '../../../lib/api';
import type { ThreadMessages } from '../components/message-list';

/** A positive id from the address (`?c=`, `?with=`), else null. */
export const positiveId = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

interface MessagesQuery {
  data?: InfiniteData<{ data: ChatMessage[] }, unknown>;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A thread's cached pages (newest first) as the list shows them: oldest message first. */
export function useThreadMessages(query: MessagesQuery, viewerId: number): ThreadMessages {
  const messages = useMemo(
    () => [...(query.data?.pages ?? [])].reverse().flatMap((p) => p.data),
    [query.data],
  );
  return {
    messages,
    viewerId,
    loading: query.isPending,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    onLoadOlder: () => void query.fetchNextPage(),
  };
}

/**
 * Marks the open thread read up to the newest message from someone else, once per message,
 * while the tab is visible (and again when it comes back into view).
 */
export function useReadWhenSeen(
  id: number | null,
  messages: ChatMessage[],
  viewerId: number | null,
  read: (id: number) => void,
): void {
  const lastFromOther = messages.findLast((m) => m.sender_id !== viewerId);
  const readUpTo = useRef(new Map<number, number>());
  const markRead = useCallback(() => {
    if (!id || !lastFromOther || document.visibilityState !== 'visible') return;
    if ((readUpTo.current.get(id) ?? 0) >= lastFromOther.id) return;
    readUpTo.current.set(id, lastFromOther.id);
    read(id);
  }, [id, lastFromOther, read]);
  useEffect(() => {
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);
}

export interface Outgoing {
  body: string;
  file: File | null;
  onProgress: (fraction: number) => void;
}

/** The composer's send for the open thread: a refusal comes back as the message to show. */
export function useSendTo(
  id: number | null,
  send: (id: number, message: Outgoing) => Promise<unknown>,
): (message: Outgoing) => Promise<void> {
  return useCallback(
    async (message: Outgoing) => {
      if (!id) return;
      try {
        await send(id, message);
      } catch (error) {
        throw new Error(getErrorMessage(error));
      }
    },
    [id, send],
  );
}
