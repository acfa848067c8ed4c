import type { Room, ServerToClientEvents } from '@souq/contract/realtime';
import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../stores/auth-store';
import { acquireConnection, holdRoom, type OnJoin, releaseConnection } from './connection';
import type { RealtimeSocket } from './types';

/** The tab's one socket while the component is mounted (null signed out, or while it loads). */
export function useRealtimeSocket(): RealtimeSocket | null {
  const token = useAuthStore((s) => s.token);
  const [socket, setSocket] = useState<RealtimeSocket | null>(null);
  useEffect(() => {
    if (!token) return;
    const connection = acquireConnection(token);
    let live = true;
    void connection.ready.then((socket) => {
      if (live) setSocket(socket);
    });
    return () => {
      live = false;
      setSocket(null);
      releaseConnection(connection);
    };
  }, [token]);
  return socket;
}

/**
 * Listens in `room` (`conversation:<id>`, `auction:<id>`, …) while mounted; `onJoin` runs at each
 * (re)join, to ask again for what may have been missed meanwhile.
 */
export function useRealtimeRoom(
  socket: RealtimeSocket | null,
  room: Room | null,
  onJoin?: OnJoin,
): void {
  const latest = useRef(onJoin);
  latest.current = onJoin;
  useEffect(() => {
    if (!socket || !room) return;
    return holdRoom(socket, room, () => latest.current?.());
  }, [socket, room]);
}

/** Listens in every room of the list while mounted (the listed posts, channels, people). */
export function useRealtimeRooms(socket: RealtimeSocket | null, rooms: readonly Room[]): void {
  const key = rooms.join('\n');
  useEffect(() => {
    if (!socket || !key) return;
    const releases = key.split('\n').map((room) => holdRoom(socket, room as Room));
    return () => {
      for (const release of releases) release();
    };
  }, [socket, key]);
}

type Handlers = Partial<ServerToClientEvents>;
type Listener = (...args: unknown[]) => void;

/**
 * The given server events' handlers, on while mounted. The handlers may change on every render:
 * the latest ones are called, without subscribing again.
 */
export function useRealtimeEvents(socket: RealtimeSocket | null, handlers: Handlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const events = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (!socket || !events) return;
    // Each event's listener has its own payload type: one loop over them needs a plain view.
    const plain = socket as unknown as {
      on(event: string, listener: Listener): void;
      off(event: string, listener: Listener): void;
    };
    const listeners = events.split(',').map((event) => {
      const listener: Listener = (...args) =>
        (latest.current[event as keyof Handlers] as Listener | undefined)?.(...args);
      plain.on(event, listener);
      return [event, listener] as const;
    });
    return () => {
      for (const [event, listener] of listeners) plain.off(event, listener);
    };
  }, [socket, events]);
}
