import {
  communityEndpoints,
  ListReactionsQuerySchema,
  PostIdParamsSchema,
  ReactionsResponseSchema,
  ToggleReactionBodySchema,
  ToggleReactionResponseSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { actorOf } from '../../../http/request-view.ts';
import { guarded } from '../community.route-options.ts';
import type { ReactionsService } from './reactions.service.ts';

/** Reactions to posts over HTTP; the service is built once by `community.plugin.ts`. */
export const reactionsRoutes: FastifyPluginAsyncZod<{ reactions: ReactionsService }> = async (
  app,
  { reactions },
) => {
  app.route({
    ...endpoint(communityEndpoints.postReactions),
    schema: {
      ...guarded,
      params: PostIdParamsSchema,
      querystring: ListReactionsQuerySchema,
      response: { 200: ReactionsResponseSchema },
    },
    handler: async (request) =>
      ok(await reactions.list(actorOf(request), request.params.postId, request.query)),
  });

  app.route({
    ...endpoint(communityEndpoints.toggleReaction),
    schema: {
      ...guarded,
      params: PostIdParamsSchema,
      body: ToggleReactionBodySchema,
      response: { 200: ToggleReactionResponseSchema },
    },
    handler: async (request) =>
      ok(await reactions.toggle(actorOf(request), request.params.postId, request.body)),
  });
};
