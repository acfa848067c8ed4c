import { io } from 'socket.io-client';
import type { RealtimeSocket } from './types';

/**
 * A Socket.IO client for the API's realtime server (same origin, path /socket.io), authenticated
 * with the bearer token in the handshake. Created unconnected: the caller decides when to connect.
 */
export function createSocket(token: string): RealtimeSocket {
  return io({ path: '/socket.io', auth: { token }, autoConnect: false });
}
