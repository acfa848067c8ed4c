import {
  AttachmentParamsSchema,
  AttachmentQuerySchema,
  CallSettingsResponseSchema,
  ChatInfoResponseSchema,
  ChatMessageResponseSchema,
  ConversationParamsSchema,
  ConversationResponseSchema,
  ConversationsPageSchema,
  ListConversationsQuerySchema,
  ListMessagesQuerySchema,
  MessagesPageSchema,
  ReadResponseSchema,
  SendMessageBodySchema,
  StartConversationBodySchema,
} from '@souq/contract';
import { chatEndpoints } from '@souq/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { chatRealtimeOf } from './chat.realtime.ts';
import { attachChatSockets } from './chat.socket.ts';
import { chatViewOf, forms, guarded } from './chat.view.ts';
import {
  getConversation,
  getMyInfo,
  listConversations,
  mayJoinConversation,
  mayWatchPresence,
  startConversation,
} from './conversations/conversations.service.ts';
import {
  listThread,
  openAttachment,
  readConversation,
  sendMessage,
} from './messages/messages.service.ts';

/**
 * One-to-one conversations over HTTP, and their realtime side: the room rules of
 * `conversation:<id>` (members only) and `presence:<id>` (people sharing a conversation), typing,
 * presence and call signalling (`chat.socket.ts`).
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = chatRealtimeOf(app);

  app.route({
    ...endpoint(chatEndpoints.myInfo),
    schema: { ...guarded, response: { 200: ChatInfoResponseSchema } },
    handler: async (request) =>
      ok(
        await getMyInfo({ db: app.db, userId: currentUser(request).id, view: chatViewOf(request) }),
      ),
  });

  app.route({
    ...endpoint(chatEndpoints.conversations),
    schema: {
      ...guarded,
      querystring: ListConversationsQuerySchema,
      response: { 200: ConversationsPageSchema },
    },
    handler: async (request) =>
      listConversations({
        db: app.db,
        realtime,
        userId: currentUser(request).id,
        page: request.query.page,
        perPage: request.query.per_page,
        view: chatViewOf(request),
      }),
  });

  app.route({
    ...endpoint(chatEndpoints.conversation),
    schema: {
      ...guarded,
      params: ConversationParamsSchema,
      response: { 200: ConversationResponseSchema },
    },
    handler: async (request) =>
      ok(
        await getConversation({
          db: app.db,
          realtime,
          userId: currentUser(request).id,
          conversationId: request.params.id,
          view: chatViewOf(request),
        }),
      ),
  });

  app.route({
    ...endpoint(chatEndpoints.start),
    schema: {
      ...guarded,
      consumes: forms,
      body: StartConversationBodySchema,
      response: { 200: ConversationResponseSchema, 201: ConversationResponseSchema },
    },
    handler: async (request, reply) => {
      const { conversation, created } = await startConversation({
        db: app.db,
        realtime,
        userId: currentUser(request).id,
        input: request.body,
        view: chatViewOf(request),
      });
      reply.status(created ? 201 : 200);
      return ok(conversation, request.t('chat.conversation-started'));
    },
  });

  app.route({
    ...endpoint(chatEndpoints.messages),
    schema: {
      ...guarded,
      params: ConversationParamsSchema,
      querystring: ListMessagesQuerySchema,
      response: { 200: MessagesPageSchema },
    },
    handler: async (request) =>
      listThread({
        db: app.db,
        userId: currentUser(request).id,
        conversationId: request.params.id,
        beforeId: request.query.before_id,
        view: chatViewOf(request),
      }),
  });

  app.route({
    ...endpoint(chatEndpoints.send),
    schema: {
      ...guarded,
      consumes: forms,
      body: SendMessageBodySchema,
      response: { 201: ChatMessageResponseSchema },
    },
    handler: async (request, reply) => {
      const message = await sendMessage({
        db: app.db,
        media: app.media,
        realtime,
        userId: currentUser(request).id,
        input: request.body,
        view: chatViewOf(request),
      });
      reply.status(201);
      return ok(message, request.t('chat.message-sent'));
    },
  });

  app.route({
    ...endpoint(chatEndpoints.read),
    schema: { ...guarded, params: ConversationParamsSchema, response: { 200: ReadResponseSchema } },
    handler: async (request) =>
      ok(
        await readConversation({
          db: app.db,
          realtime,
          userId: currentUser(request).id,
          conversationId: request.params.id,
        }),
        request.t('chat.read'),
      ),
  });

  app.route({
    ...endpoint(chatEndpoints.attachment),
    schema: {
      ...guarded,
      params: AttachmentParamsSchema,
      querystring: AttachmentQuerySchema,
      produces: ['application/octet-stream'],
    },
    handler: async (request, reply) => {
      const file = await openAttachment({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        messageId: request.params.messageId,
        size: request.query.size,
      });
      const name = encodeURIComponent(file.name);
      reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `${file.type === 'image' ? 'inline' : 'attachment'}; filename="${name}"; filename*=UTF-8''${name}`,
        )
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  });

  app.route({
    ...endpoint(chatEndpoints.callSettings),
    schema: { ...guarded, response: { 200: CallSettingsResponseSchema } },
    handler: async () => ok({ ice_servers: app.config.ICE_SERVERS }),
  });

  // Realtime is attached after the modules register: add the rules once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('conversation', ({ userId, id }) => mayJoinConversation(app.db, id, userId));
    app.rooms.allow('presence', ({ userId, id }) => mayWatchPresence(app.db, id, userId));
    attachChatSockets(app, realtime);
  });
};
