import type { FastifyInstance } from 'fastify';
import { relayCalls } from './calls/calls.socket.ts';
import type { ChatServices } from './chat.services.ts';
import { announcePresence } from './presence.socket.ts';
import { relayTyping } from './typing.socket.ts';

/**
 * The socket side of chat, for signed-in sockets: presence, typing in an open thread, and
 * voice-call signalling (each in its own file).
 */
export const attachChatSockets = (
  app: Pick<FastifyInstance, 'io' | 'log'>,
  { calls, conversations }: Pick<ChatServices, 'calls' | 'conversations'>,
): void => {
  const fail = (error: unknown) => app.log.warn({ err: error }, 'chat: socket event failed');
  const blocks = { blockedIdsFor: conversations.blockedIdsFor, fail };
  app.io.on('connection', (socket) => {
    const { userId } = socket.data;
    if (userId === null) return;
    announcePresence(app.io, socket, userId, blocks);
    relayTyping(socket, userId, blocks);
    relayCalls(socket, userId, calls, fail);
  });
};
