import type { ClientToServerEvents, ServerToClientEvents } from '@souq/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import type { RoomRules } from './room-rules.ts';
import {
  isIdentityRoom,
  type SocketData,
  type SocketSessions,
  sessionRoom,
  userRoom,
} from './socket-identity.ts';

/** Socket.IO typed by the contract's events (no events between instances). */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  SocketData
>;

/** What follows a server event's name when it is emitted: `[BidNewEvent]` for `'bid:new'`. */
export type EventArgs<Event extends keyof ServerToClientEvents> = Parameters<
  ServerToClientEvents[Event]
>;

/** How often each instance looks for its sockets whose session ended (idle 30 days). */
export const SESSION_SWEEP_MS = 60_000;
const SWEEP_BATCH = 1_000;

/**
 * What the areas call after a change commits, so sockets follow it. Through the adapter (Redis
 * when configured) the disconnects and room changes reach the sockets of every instance.
 */
export interface Realtime {
  /** Disconnects every socket opened with these sessions (logout, revocation). */
  disconnectSessions(sessionIds: readonly number[]): void;
  /** Disconnects every socket of the account (a password reset ends all its sessions). */
  disconnectUser(userId: number): void;
  /** Every socket but those of `keep` leaves `room` (a post deleted, or hidden by its author). */
  emptyRoom(room: string, options?: { keep?: number }): void;
  /** The sockets of these accounts leave every room their rules no longer let them in (a block). */
  recheckRoomsOf(userIds: readonly number[]): Promise<void>;
  /** Disconnects this instance's sockets whose session ended meanwhile (revoked or idle). */
  sweepEndedSessions(): Promise<void>;
}

export const createRealtime = ({
  io,
  rules,
  sessions,
  log,
}: {
  io: RealtimeServer;
  rules: RoomRules;
  sessions: () => SocketSessions;
  log: FastifyBaseLogger;
}): Realtime => ({
  disconnectSessions(sessionIds) {
    if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  },

  disconnectUser(userId) {
    io.in(userRoom(userId)).disconnectSockets(true);
  },

  emptyRoom(room, { keep } = {}) {
    const everyone = io.in(room);
    (keep === undefined ? everyone : everyone.except(userRoom(keep))).socketsLeave(room);
  },

  async recheckRoomsOf(userIds) {
    try {
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      // One rule query per (user, room), however many tabs the user has open.
      const verdicts = new Map<string, Promise<boolean>>();
      for (const socket of sockets) {
        const { userId } = socket.data;
        for (const room of socket.rooms) {
          if (room === socket.id || isIdentityRoom(room)) continue;
          const key = `${userId} ${room}`;
          let verdict = verdicts.get(key);
          if (!verdict) {
            verdict = rules.mayJoin(room, userId);
            verdicts.set(key, verdict);
          }
          if (!(await verdict)) socket.leave(room);
        }
      }
    } catch (error) {
      // The change itself is committed; the sweep and the next join check still hold.
      log.warn({ err: error }, 'realtime: could not recheck rooms');
    }
  },

  async sweepEndedSessions() {
    const bySession = new Map<number, { disconnect(close: boolean): unknown }[]>();
    for (const socket of io.of('/').sockets.values()) {
      const { sessionId } = socket.data;
      if (sessionId === null) continue;
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), socket]);
    }
    const ids = [...bySession.keys()];
    for (let start = 0; start < ids.length; start += SWEEP_BATCH) {
      const batch = ids.slice(start, start + SWEEP_BATCH);
      const live = await sessions().liveIds(batch);
      for (const id of batch) {
        if (live.has(id)) continue;
        for (const socket of bySession.get(id) ?? []) socket.disconnect(true);
      }
    }
  },
});
