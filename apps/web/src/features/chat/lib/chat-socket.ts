import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useAuthStore } from '../../../lib/stores/auth-store';

interface Shared {
  /** Set once the client library has loaded (it stays out of the page's first load). */
  socket: Socket | null;
  ready: Promise<Socket>;
  token: string;
  users: number;
  /** How many holders want each room; joined again after every reconnect. */
  rooms: Map<string, number>;
}

let shared: Shared | null = null;

/** One socket per tab for every chat screen: the header badge, the list, the thread, calls. */
function acquire(token: string): Shared {
  if (shared && shared.token !== token) {
    void shared.ready.then((socket) => socket.disconnect());
    shared = null;
  }
  if (!shared) {
    const state: Shared = {
      socket: null,
      ready: Promise.resolve(null as never),
      token,
      users: 0,
      rooms: new Map(),
    };
    state.ready = import('../../../lib/socket').then(({ createSocket }) => {
      const socket = createSocket(token);
      socket.on('connect', () => {
        for (const room of state.rooms.keys()) socket.emit('join', { room });
      });
      state.socket = socket;
      // Released before the library arrived: never connect.
      if (shared === state) socket.connect();
      return socket;
    });
    shared = state;
  }
  shared.users += 1;
  return shared;
}

function release(state: Shared): void {
  state.users -= 1;
  if (state.users > 0 || shared !== state) return;
  shared = null;
  void state.ready.then((socket) => socket.disconnect());
}

/** The tab's chat socket while the component is mounted (null signed out). */
export function useChatSocket(): Socket | null {
  const token = useAuthStore((s) => s.token);
  const [socket, setSocket] = useState<Socket | null>(null);
  useEffect(() => {
    if (!token) return;
    const state = acquire(token);
    let live = true;
    void state.ready.then((socket) => {
      if (live) setSocket(socket);
    });
    return () => {
      live = false;
      setSocket(null);
      release(state);
    };
  }, [token]);
  return socket;
}

/** Listens in `room` (`conversation:<id>`, `presence:<id>`) while mounted; the server checks. */
export function useChatRoom(socket: Socket | null, room: string | null): void {
  useEffect(() => {
    const state = shared;
    if (!socket || !room || !state || state.socket !== socket) return;
    const holders = state.rooms.get(room) ?? 0;
    state.rooms.set(room, holders + 1);
    if (holders === 0 && socket.connected) socket.emit('join', { room });
    return () => {
      const left = (state.rooms.get(room) ?? 1) - 1;
      if (left > 0) {
        state.rooms.set(room, left);
        return;
      }
      state.rooms.delete(room);
      if (socket.connected) socket.emit('leave', { room });
    };
  }, [socket, room]);
}

/** The socket of the tab when one is open (for calls started outside a hook). */
export const currentChatSocket = (): Socket | null => shared?.socket ?? null;
