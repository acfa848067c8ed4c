import type { FastifyInstance } from 'fastify';
import { createCallsService } from './calls/calls.service.ts';
import { chatRealtimeOf } from './chat.realtime.ts';
import { createConversationsService } from './conversations/conversations.service.ts';
import { createMessagesService } from './messages/messages.service.ts';

/** Chat's services, built once per app and shared by its routes and its sockets. */
export const createChatServices = (
  app: Pick<FastifyInstance, 'db' | 'media' | 'io' | 'log' | 'config'>,
) => {
  const realtime = chatRealtimeOf(app);
  const conversations = createConversationsService(app, realtime);
  const messages = createMessagesService(app, realtime);
  const calls = createCallsService(app, { messages, conversations, realtime });
  return { conversations, messages, calls };
};

export type ChatServices = ReturnType<typeof createChatServices>;
