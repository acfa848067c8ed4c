import {
  ChannelDetailsResponseSchema,
  ChannelParamsSchema,
  ChannelsPageSchema,
  CreateChannelBodySchema,
  ListChannelsQuerySchema,
  MessageSchema,
  UpdateChannelBodySchema,
} from '@souq/contract';
import { channelsEndpoints } from '@souq/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf } from '../../http/request-view.ts';
import { changed, created, FORM_CONTENT_TYPES, removed } from '../../http/write-handlers.ts';
import { guarded, limitChannelCreates, limited } from './channels.route-options.ts';
import type { ChannelsServices } from './channels.services.ts';

/** Channels over HTTP: the card, its details and the lists. */
export const channelsRoutes: FastifyPluginAsyncZod<ChannelsServices> = async (
  app,
  { channels },
) => {
  app.route({
    ...limited(endpoint(channelsEndpoints.create), limitChannelCreates(app)),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      body: CreateChannelBodySchema,
      response: { 201: ChannelDetailsResponseSchema },
    },
    handler: created('channels.created', (request) =>
      channels.create(actorOf(request), request.body),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.update),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      params: ChannelParamsSchema,
      body: UpdateChannelBodySchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: changed('channels.updated', (request) =>
      channels.update(actorOf(request), request.params.id, request.body),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.delete),
    schema: { ...guarded, params: ChannelParamsSchema, response: { 200: MessageSchema } },
    handler: removed('channels.deleted', (request) =>
      channels.remove(actorOf(request), request.params.id),
    ),
  });

  app.route({
    ...endpoint(channelsEndpoints.details),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: async (request) => ok(await channels.details(actorOf(request), request.params.id)),
  });

  app.route({
    ...endpoint(channelsEndpoints.mine),
    schema: {
      ...guarded,
      querystring: ListChannelsQuerySchema,
      response: { 200: ChannelsPageSchema },
    },
    handler: async (request) => channels.mine(actorOf(request), request.query),
  });

  app.route({
    ...endpoint(channelsEndpoints.public),
    schema: {
      ...guarded,
      querystring: ListChannelsQuerySchema,
      response: { 200: ChannelsPageSchema },
    },
    handler: async (request) => channels.public(actorOf(request), request.query),
  });
};
