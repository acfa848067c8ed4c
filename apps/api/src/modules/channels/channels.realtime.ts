import type { FastifyInstance } from 'fastify';
import type { EventArgs } from '../../realtime/realtime-service.ts';
import { userRoom } from '../../realtime/socket-identity.ts';

/** The room of a channel's open views: `channel:message` goes there; members only may join. */
export const channelRoom = (channelId: number) => `channel:${channelId}`;

/** The events channels send. */
export type ChannelEvent = 'channel:message' | 'channel:membership';

/** What channel services tell sockets after a change commits. */
export interface ChannelsRealtime {
  /** Every socket in the channel's room. */
  toRoom<Event extends ChannelEvent>(
    channelId: number,
    event: Event,
    ...args: EventArgs<Event>
  ): void;
  /** Every socket of these accounts (their lists follow membership changes). */
  toUsers<Event extends ChannelEvent>(
    userIds: readonly number[],
    event: Event,
    ...args: EventArgs<Event>
  ): void;
  /** The sockets of `userId` (every device, every instance) leave the channel's room now. */
  evictUser(channelId: number, userId: number): void;
  /** Every socket leaves the channel's room now (the channel is deleted). */
  evictAll(channelId: number): void;
}

export const channelsRealtimeOf = (app: FastifyInstance): ChannelsRealtime => ({
  toRoom: (channelId, event, ...args) => {
    app.io.to(channelRoom(channelId)).emit(event, ...args);
  },
  toUsers: (userIds, event, ...args) => {
    if (userIds.length > 0) app.io.to(userIds.map(userRoom)).emit(event, ...args);
  },
  evictUser: (channelId, userId) => {
    app.io.in(userRoom(userId)).socketsLeave(channelRoom(channelId));
  },
  evictAll: (channelId) => {
    app.realtime.emptyRoom(channelRoom(channelId));
  },
});
