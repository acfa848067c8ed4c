import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRoutes } from './chat.routes.ts';
import { createChatServices } from './chat.services.ts';
import { attachChatSockets } from './chat.socket.ts';

/**
 * Chat in the app: its routes, the room rules of `conversation:<id>` (members only) and
 * `presence:<id>` (people sharing a conversation), and its socket events (presence, typing,
 * call signalling), all on one set of services.
 */
export const chatPlugin: FastifyPluginAsyncZod = async (app) => {
  const chat = createChatServices(app);
  await app.register(chatRoutes, { chat });

  // Realtime is attached after the modules register: add the rules once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('conversation', ({ userId, id }) => chat.conversations.mayJoin(id, userId));
    app.rooms.allow('presence', ({ userId, id }) =>
      chat.conversations.mayWatchPresence(id, userId),
    );
    attachChatSockets(app, chat);
  });
};
