import type { FastifyInstance } from 'fastify';
import type { CallsService } from './calls/calls.service.ts';
import { relayCalls } from './calls/calls.socket.ts';
import { announcePresence } from './presence.socket.ts';
import { relayTyping } from './typing.socket.ts';

/**
 * The socket side of chat, for signed-in sockets: presence, typing in an open thread, and
 * voice-call signalling (each in its own file).
 */
export const attachChatSockets = (
  app: Pick<FastifyInstance, 'io' | 'log'>,
  calls: CallsService,
): void => {
  const fail = (error: unknown) => app.log.warn({ err: error }, 'chat: socket event failed');
  app.io.on('connection', (socket) => {
    const { userId } = socket.data;
    if (userId === null) return;
    announcePresence(app.io, socket, userId, fail);
    relayTyping(socket, userId);
    relayCalls(socket, userId, calls, fail);
  });
};
