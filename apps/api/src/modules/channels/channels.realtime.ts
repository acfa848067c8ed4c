import type { ChannelMembershipEvent, ChatMessage } from '@souq/contract';
import { room } from '@souq/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../realtime/socket-identity.ts';

/** The room of a channel's open views: `channel:message` goes there; members only may join. */
export const channelRoom = (channelId: number) => room('channel', channelId);

type Change = ChannelMembershipEvent['change'];

/** What channel services tell sockets after a change commits. */
export interface ChannelsRealtime {
  /** A new message, to the channel's room. */
  message(channelId: number, message: ChatMessage): void;
  /** The members with the channel open: its card or its members changed. */
  changed(channelId: number): void;
  /** The sockets of these accounts (their lists follow): `added`, `removed`, `left`… */
  tell(userIds: readonly number[], channelId: number, change: Change): void;
  /** The sockets of `userId` (every device, every instance) leave the channel's room now. */
  evictUser(channelId: number, userId: number): void;
  /** Every socket leaves the channel's room now (the channel is deleted). */
  evictAll(channelId: number): void;
}

export const channelsRealtimeOf = (
  app: Pick<FastifyInstance, 'io' | 'realtime'>,
): ChannelsRealtime => ({
  message: (channelId, message) => {
    app.io.to(channelRoom(channelId)).emit('channel:message', { channel_id: channelId, message });
  },
  changed: (channelId) => {
    app.io
      .to(channelRoom(channelId))
      .emit('channel:membership', { channel_id: channelId, change: 'changed' });
  },
  tell: (userIds, channelId, change) => {
    if (userIds.length === 0) return;
    app.io.to(userIds.map(userRoom)).emit('channel:membership', { channel_id: channelId, change });
  },
  evictUser: (channelId, userId) => {
    app.io.in(userRoom(userId)).socketsLeave(channelRoom(channelId));
  },
  evictAll: (channelId) => {
    app.realtime.emptyRoom(channelRoom(channelId));
  },
});
