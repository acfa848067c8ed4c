import type { ChannelMembershipEvent, ChannelMessageEvent } from '@souq/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { appendChannelMessage, channelKeys, forgetChannel, updateMyChannel } from '../api/keys';

/**
 * Channel events while the channels tab is open: messages of the rooms joined reach the open
 * thread or raise a channel's badge; membership changes refresh the lists, and a channel the
 * viewer lost (removed, deleted, left elsewhere) is dropped at once (`onLost`).
 */
export function useChannelEvents({
  socket,
  viewerId,
  openId,
  onLost,
}: {
  socket: Socket | null;
  viewerId: number | null;
  openId: number | null;
  onLost: (channelId: number) => void;
}): void {
  const queryClient = useQueryClient();
  const latest = useRef({ openId, onLost });
  latest.current = { openId, onLost };
  useEffect(() => {
    if (!socket || viewerId === null) return;
    const onMessage = ({ channel_id: id, message }: ChannelMessageEvent) => {
      appendChannelMessage(queryClient, id, message);
      const unseen = message.sender_id !== viewerId && latest.current.openId !== id;
      updateMyChannel(queryClient, id, (c) => ({
        ...c,
        last_message: message,
        updated_at: message.created_at,
        unread_count: unseen ? c.unread_count + 1 : c.unread_count,
      }));
    };
    const onMembership = ({ channel_id: id, change }: ChannelMembershipEvent) => {
      if (change === 'removed' || change === 'deleted' || change === 'left') {
        forgetChannel(queryClient, id);
        latest.current.onLost(id);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: channelKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: channelKeys.details(id) });
    };
    socket.on('channel:message', onMessage);
    socket.on('channel:membership', onMembership);
    return () => {
      socket.off('channel:message', onMessage);
      socket.off('channel:membership', onMembership);
    };
  }, [socket, viewerId, queryClient]);
}
