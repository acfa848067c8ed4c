import type { ChatInfo, MessageNewEvent, MessageReadEvent, PresenceEvent } from '@souq/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { playSound } from '../../../lib/sounds';
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
export function useChatEvents(socket: Socket | null, viewerId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket || viewerId === null) return;
    const onMessage = ({ conversation_id: id, message }: MessageNewEvent) => {
      appendCachedMessage(queryClient, message);
      const fromOther = message.sender_id !== viewerId;
      const unseen = fromOther && !isThreadOpen(id);
      updateCachedConversation(queryClient, id, (c) => ({
        ...c,
        last_message: message,
        updated_at: message.created_at,
        unread_count: unseen ? c.unread_count + 1 : c.unread_count,
      }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      if (unseen) {
        const info = queryClient.getQueryData<ChatInfo>(chatKeys.info());
        if (info) setUnreadTotal(queryClient, info.unread_total + 1);
        else void queryClient.invalidateQueries({ queryKey: chatKeys.info() });
        playSound('success');
      }
    };
    const onRead = (receipt: MessageReadEvent) => {
      applyReadReceipt(queryClient, receipt);
      // Read on another device of mine: the totals there moved too.
      if (receipt.user_id === viewerId) {
        updateCachedConversation(queryClient, receipt.conversation_id, (c) => ({
          ...c,
          unread_count: 0,
        }));
        void queryClient.invalidateQueries({ queryKey: chatKeys.info() });
      }
    };
    const onPresence = ({ user_id: userId, online }: PresenceEvent) => {
      queryClient.setQueriesData({ queryKey: chatKeys.all }, (old: unknown) => {
        if (!old || typeof old !== 'object') return old;
        const patch = (c: { other_user: { id: number }; online: boolean }) =>
          c.other_user.id === userId ? { ...c, online } : c;
        if ('other_user' in old) return patch(old as never);
        if ('pages' in old) {
          const pages = (old as { pages: Array<{ data?: unknown[] }> }).pages;
          if (
            !pages.every(
              (p) =>
                Array.isArray(p.data) &&
                p.data.every((c) => c && typeof c === 'object' && 'other_user' in (c as object)),
            )
          )
            return old;
          return {
            ...old,
            pages: pages.map((p) => ({ ...p, data: (p.data as never[]).map(patch) })),
          };
        }
        return old;
      });
    };
    // Back online after a drop: what happened meanwhile is asked again.
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: chatKeys.all });
    socket.on('message:new', onMessage);
    socket.on('message:read', onRead);
    socket.on('presence', onPresence);
    socket.io.on('reconnect', onReconnect);
    const stopCalls = listenForCalls(socket);
    return () => {
      socket.off('message:new', onMessage);
      socket.off('message:read', onRead);
      socket.off('presence', onPresence);
      socket.io.off('reconnect', onReconnect);
      stopCalls();
    };
  }, [socket, viewerId, queryClient]);
}
