import type { FastifyInstance } from 'fastify';
import { userRoom } from '../../realtime/socket-identity.ts';

/** The room of a channel's open views: `channel:message` goes there; members only may join. */
export const channelRoom = (channelId: number) => `channel:${channelId}`;

/** What channel services tell sockets after a change commits. */
export interface ChannelsRealtime {
  /** Every socket in the channel's room. */
  toRoom(channelId: number, event: string, payload: unknown): void;
  /** Every socket of these accounts (their lists follow membership changes). */
  toUsers(userIds: readonly number[], event: string, payload: unknown): void;
  /** The sockets of `userId` (every device, every instance) leave the channel's room now. */
  evictUser(channelId: number, userId: number): void;
  /** Every socket leaves the channel's room now (the channel is deleted). */
  evictAll(channelId: number): void;
}

export const channelsRealtimeOf = (app: FastifyInstance): ChannelsRealtime => ({
  toRoom: (channelId, event, payload) => {
    app.io.to(channelRoom(channelId)).emit(event, payload);
  },
  toUsers: (userIds, event, payload) => {
    if (userIds.length > 0) app.io.to(userIds.map(userRoom)).emit(event, payload);
  },
  evictUser: (channelId, userId) => {
    app.io.in(userRoom(userId)).socketsLeave(channelRoom(channelId));
  },
  evictAll: (channelId) => {
    app.realtime.emptyRoom(channelRoom(channelId));
  },
});
