import {
  communityEndpoints,
  ListReactionsQuerySchema,
  PostIdParamsSchema,
  ReactionsResponseSchema,
  ToggleReactionBodySchema,
  ToggleReactionResponseSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { communityRealtimeOf } from '../community.realtime.ts';
import { guarded, viewOf } from '../community.route-options.ts';
import { listReactions, toggleReaction } from './reactions.service.ts';

export const reactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = communityRealtimeOf(app);

  app.route({
    ...endpoint(communityEndpoints.postReactions),
    schema: {
      ...guarded,
      params: PostIdParamsSchema,
      querystring: ListReactionsQuerySchema,
      response: { 200: ReactionsResponseSchema },
    },
    handler: async (request) => {
      const { type } = request.query;
      return ok(
        await listReactions({
          db: app.db,
          postId: request.params.postId,
          viewerId: currentUser(request).id,
          type: type === 'all' ? undefined : type,
          photoUrlOf: viewOf(request).photoUrlOf,
        }),
      );
    },
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
      ok(
        await toggleReaction({
          db: app.db,
          realtime,
          postId: request.params.postId,
          viewerId: currentUser(request).id,
          type: request.body.type,
        }),
      ),
  });
};
