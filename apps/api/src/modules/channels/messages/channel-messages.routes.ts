import {
  ChannelMessagesPageSchema,
  ChannelParamsSchema,
  ChannelReadResponseSchema,
  ChatMessageResponseSchema,
  ListMessagesQuerySchema,
  SendChannelMessageBodySchema,
} from '@souq/contract';
import { channelsEndpoints } from '@souq/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { actorOf } from '../../../http/request-view.ts';
import { changed, created, FORM_CONTENT_TYPES } from '../../../http/write-handlers.ts';
import { guarded } from '../channels.route-options.ts';
import type { ChannelsServices } from '../channels.services.ts';

/** A channel's messages over HTTP: send, read a page, mark read. */
export const channelMessagesRoutes: FastifyPluginAsyncZod<ChannelsServices> = async (
  app,
  { messages },
) => {
  app.route({
    ...endpoint(channelsEndpoints.send),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      body: SendChannelMessageBodySchema,
      response: { 201: ChatMessageResponseSchema },
    },
    handler: created('chat.message-sent', (request) =>
      messages.send(actorOf(request), request.body),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.messages),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      querystring: ListMessagesQuerySchema,
      response: { 200: ChannelMessagesPageSchema },
    },
    handler: async (request) => messages.list(actorOf(request), request.params.id, request.query),
  });

  app.route({
    ...endpoint(channelsEndpoints.read),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      response: { 200: ChannelReadResponseSchema },
    },
    handler: changed('chat.read', (request) => messages.read(actorOf(request), request.params.id)),
  });
};
