import { room } from '@souq/contract/realtime';
import type { FastifyInstance } from 'fastify';
import type { EventArgs } from '../../realtime/realtime-service.ts';
import { userRoom } from '../../realtime/socket-identity.ts';

/** The room of a conversation's open threads (typing), joined by its members only. */
export const conversationRoom = (conversationId: number) => room('conversation', conversationId);
/** Whoever shares a conversation with the user hears when they come and go. */
export const presenceRoom = (userId: number) => room('presence', userId);

/** The events chat sends to its participants' `user:` rooms. */
export type ChatUserEvent =
  | 'message:new'
  | 'message:read'
  | 'call:offer'
  | 'call:answer'
  | 'call:ice'
  | 'call:end';

/** What chat services tell sockets after a change commits. */
export interface ChatRealtime {
  /** Every socket of these accounts (every device, every instance through the adapter). */
  toUsers<Event extends ChatUserEvent>(
    userIds: readonly number[],
    event: Event,
    ...args: EventArgs<Event>
  ): void;
  /** Which of these accounts have a socket open now (on any instance). */
  onlineOf(userIds: readonly number[]): Promise<Set<number>>;
}

export const chatRealtimeOf = (app: Pick<FastifyInstance, 'io' | 'log'>): ChatRealtime => ({
  toUsers: (userIds, event, ...args) => {
    if (userIds.length > 0) app.io.to(userIds.map(userRoom)).emit(event, ...args);
  },
  onlineOf: async (userIds) => {
    const online = new Set<number>();
    if (userIds.length === 0) return online;
    try {
      const sockets = await app.io.in(userIds.map(userRoom)).fetchSockets();
      for (const socket of sockets) {
        if (socket.data.userId !== null) online.add(socket.data.userId);
      }
    } catch (error) {
      // Presence is a hint: an adapter that does not answer shows everyone offline.
      app.log.warn({ err: error }, 'chat: presence lookup failed');
    }
    return online;
  },
});
