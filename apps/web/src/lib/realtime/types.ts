import type { ClientToServerEvents, ServerToClientEvents } from '@souq/contract/realtime';
import type { Socket } from 'socket.io-client';

/** The tab's socket, typed by the contract's events both ways. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
