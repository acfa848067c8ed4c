import { useQueryClient } from '@tanstack/react-query';
import { type RealtimeSocket, useRealtimeEvents } from '../../../../lib/realtime';
import { withNewMessage } from '../../api/cache';
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
  socket: RealtimeSocket | null;
  viewerId: number | null;
  openId: number | null;
  onLost: (channelId: number) => void;
}): void {
  const queryClient = useQueryClient();
  useRealtimeEvents(viewerId === null ? null : socket, {
    'channel:message': ({ channel_id: id, message }) => {
      appendChannelMessage(queryClient, id, message);
      const unseen = message.sender_id !== viewerId && openId !== id;
      updateMyChannel(queryClient, id, withNewMessage(message, unseen));
    },
    'channel:membership': ({ channel_id: id, change }) => {
      if (change === 'removed' || change === 'deleted' || change === 'left') {
        forgetChannel(queryClient, id);
        onLost(id);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: channelKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: channelKeys.details(id) });
    },
  });
}
