import type { Room } from '@souq/contract/realtime';
import type { RealtimeSocket } from './types';

/** Called each time a held room is joined: at first and after every reconnect. */
export type OnJoin = () => void;

interface Connection {
  token: string;
  /** Set once the client library has loaded (it stays out of the page's first load). */
  socket: RealtimeSocket | null;
  ready: Promise<RealtimeSocket>;
  holders: number;
  /** Who holds each room; the rooms are joined again after every reconnect. */
  rooms: Map<Room, Set<{ onJoin?: OnJoin }>>;
}

let current: Connection | null = null;

const join = (socket: RealtimeSocket, room: Room) => socket.emit('join', { room });

function open(token: string): Connection {
  const connection: Connection = {
    token,
    socket: null,
    ready: Promise.resolve(null as never),
    holders: 0,
    rooms: new Map(),
  };
  connection.ready = import('./create-socket').then(({ createSocket }) => {
    const socket = createSocket(token);
    // Rooms are per connection: every held room is joined again, and its holders catch up.
    socket.on('connect', () => {
      for (const [room, holders] of connection.rooms) {
        join(socket, room);
        for (const holder of holders) holder.onJoin?.();
      }
    });
    connection.socket = socket;
    // Released before the library arrived: never connect.
    if (current === connection) socket.connect();
    return socket;
  });
  return connection;
}

/**
 * The tab's one socket, shared by reference count by every live screen (chat, channels,
 * auctions, community, notifications); a new token closes the old one.
 */
export function acquireConnection(token: string): Connection {
  if (current && current.token !== token) {
    void current.ready.then((socket) => socket.disconnect());
    current = null;
  }
  current ??= open(token);
  current.holders += 1;
  return current;
}

export function releaseConnection(connection: Connection): void {
  connection.holders -= 1;
  if (connection.holders > 0 || current !== connection) return;
  current = null;
  void connection.ready.then((socket) => socket.disconnect());
}

/**
 * Holds `room` on the tab's socket until the returned function is called: the first holder
 * joins it, the last one leaves it; the server decides who may listen.
 */
export function holdRoom(socket: RealtimeSocket, room: Room, onJoin?: OnJoin): () => void {
  const connection = current;
  if (!connection || connection.socket !== socket) return () => {};
  const holder = { onJoin };
  const holders = connection.rooms.get(room) ?? new Set();
  connection.rooms.set(room, holders);
  holders.add(holder);
  if (socket.connected) {
    if (holders.size === 1) join(socket, room);
    onJoin?.();
  }
  return () => {
    holders.delete(holder);
    if (holders.size > 0 || connection.rooms.get(room) !== holders) return;
    connection.rooms.delete(room);
    if (socket.connected) socket.emit('leave', { room });
  };
}
