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
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf } from '../../http/request-view.ts';
import { changed, created, FORM_CONTENT_TYPES } from '../../http/write-handlers.ts';
import type { ChatServices } from './chat.services.ts';

/** Every chat route is for signed-in users; documented once for OpenAPI. */
const guarded = { tags: ['chat'] };

/** One-to-one conversations over HTTP; the services are built once by `chat.plugin.ts`. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatServices }> = async (
  app,
  { chat: { conversations, messages } },
) => {
  app.route({
    ...endpoint(chatEndpoints.myInfo),
    schema: { ...guarded, response: { 200: ChatInfoResponseSchema } },
    handler: async (request) => ok(await conversations.myInfo(actorOf(request))),
  });

  app.route({
    ...endpoint(chatEndpoints.conversations),
    schema: {
      ...guarded,
      querystring: ListConversationsQuerySchema,
      response: { 200: ConversationsPageSchema },
    },
    handler: async (request) => conversations.list(actorOf(request), request.query),
  });

  app.route({
    ...endpoint(chatEndpoints.conversation),
    schema: {
      ...guarded,
      params: ConversationParamsSchema,
      response: { 200: ConversationResponseSchema },
    },
    handler: async (request) => ok(await conversations.get(actorOf(request), request.params.id)),
  });

  app.route({
    ...endpoint(chatEndpoints.start),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      body: StartConversationBodySchema,
      response: { 200: ConversationResponseSchema, 201: ConversationResponseSchema },
    },
    handler: async (request, reply) => {
      const { conversation, created } = await conversations.start(actorOf(request), request.body);
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
    handler: async (request) => messages.thread(actorOf(request), request.params.id, request.query),
  });

  app.route({
    ...endpoint(chatEndpoints.send),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      body: SendMessageBodySchema,
      response: { 201: ChatMessageResponseSchema },
    },
    handler: created('chat.message-sent', (request) =>
      messages.send(actorOf(request), request.body),
    ),
  });

  app.route({
    ...endpoint(chatEndpoints.read),
    schema: { ...guarded, params: ConversationParamsSchema, response: { 200: ReadResponseSchema } },
    handler: changed('chat.read', (request) => messages.read(actorOf(request), request.params.id)),
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
      const file = await messages.attachment(
        actorOf(request),
        request.params.messageId,
        request.query,
      );
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
};
