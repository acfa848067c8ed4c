import { io, type Socket } from 'socket.io-client';

/**
 * A Socket.IO client for the API's realtime server (same origin, path /socket.io), authenticated
 * with the bearer token in the handshake. Created unconnected: the caller decides when to connect.
 */
export function createSocket(token: string, url?: string): Socket {
  const options = { path: '/socket.io', auth: { token }, autoConnect: false };
  return url ? io(url, options) : io(options);
}
