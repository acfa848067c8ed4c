import type { ChatInfo } from '@souq/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type RealtimeSocket, useRealtimeEvents } from '../../../lib/realtime';
import { playSound } from '../../../lib/sounds';
import { withNewMessage } from '../api/cache';
import {
  appendCachedMessage,
  applyReadReceipt,
  chatKeys,
  setUnreadTotal,
  updateCachedConversation,
} from '../api/keys';
import { listenForCalls } from './call-store';
import { isThreadOpen } from './open-thread';

/**
 * The tab's chat events, wherever the user is: new messages reach the cached thread and list,
 * the header total counts them (with the message sound when their thread is not open), read
 * receipts turn ticks into "read", presence moves online dots, and calls ring.
 */
export function useChatEvents(socket: RealtimeSocket | null, viewerId: number | null): void {
  const queryClient = useQueryClient();
  const live = viewerId === null ? null : socket;
  useRealtimeEvents(live, {
    'message:new': ({ conversation_id: id, message }) => {
      appendCachedMessage(queryClient, message);
      const unseen = message.sender_id !== viewerId && !isThreadOpen(id);
      updateCachedConversation(queryClient, id, withNewMessage(message, unseen));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      if (unseen) {
        const info = queryClient.getQueryData<ChatInfo>(chatKeys.info());
        if (info) setUnreadTotal(queryClient, info.unread_total + 1);
        else void queryClient.invalidateQueries({ queryKey: chatKeys.info() });
        playSound('success');
      }
    },
    'message:read': (receipt) => {
      applyReadReceipt(queryClient, receipt);
      // Read on another device of mine: the totals there moved too.
      if (receipt.user_id === viewerId) {
        updateCachedConversation(queryClient, receipt.conversation_id, (c) => ({
          ...c,
          unread_count: 0,
        }));
        void queryClient.invalidateQueries({ queryKey: chatKeys.info() });
      }
    },
    presence: ({ user_id: userId, online }) =>
      queryClient.setQueriesData({ queryKey: chatKeys.all }, (old: unknown) =>
        withPresence(old, userId, online),
      ),
  });
  useEffect(() => {
    if (!live) return;
    // Back online after a drop: what happened meanwhile is asked again.
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    live.io.on('reconnect', onReconnect);
    const stopCalls = listenForCalls(live);
    return () => {
      live.io.off('reconnect', onReconnect);
      stopCalls();
    };
  }, [live, queryClient]);
}

type WithOtherUser = { other_user: { id: number }; online: boolean };
const hasOtherUser = (value: unknown): value is WithOtherUser =>
  Boolean(value) && typeof value === 'object' && 'other_user' in (value as object);

/** A cached conversation, or a page of them, with one person's online dot moved. */
function withPresence(old: unknown, userId: number, online: boolean): unknown {
  const patch = <T extends WithOtherUser>(c: T): T =>
    c.other_user.id === userId ? { ...c, online } : c;
  if (hasOtherUser(old)) return patch(old);
  if (!old || typeof old !== 'object' || !('pages' in old)) return old;
  const pages = (old as { pages: Array<{ data?: unknown[] }> }).pages;
  const conversations = pages.every((p) => Array.isArray(p.data) && p.data.every(hasOtherUser));
  if (!conversations) return old;
  return {
    ...old,
    pages: pages.map((p) => ({ ...p, data: (p.data as WithOtherUser[]).map(patch) })),
  };
}
