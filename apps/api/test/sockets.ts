import { io, type Socket } from 'socket.io-client';

/**
 * Socket.IO clients of a listening test app: `connect(token?)` opens one (anonymous without a
 * token) and waits until it is connected; `closeAll()` in `afterAll` disconnects every one.
 */
export const socketClients = (baseURL: () => string) => {
  const sockets: Socket[] = [];
  return {
    connect: async (token?: string) => {
      const socket = io(baseURL(), {
        path: '/socket.io',
        auth: token ? { token } : {},
        transports: ['websocket'],
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll: () => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
};

/** Asks to join `room`; resolves with the server's answer. */
export const join = (socket: Socket, room: string) =>
  new Promise<{ ok: boolean; error?: string }>((resolve) => socket.emit('join', { room }, resolve));

/** The next `event` the socket receives. */
export const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

/** Collects every `event` a socket receives, to prove later that nothing arrived. */
export const record = <T>(socket: Socket, event: string) => {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
};
