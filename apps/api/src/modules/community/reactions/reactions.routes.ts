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
import { emitToPost, guarded, viewOf } from '../community.http.ts';
import { listReactions, toggleReaction } from './reactions.service.ts';

export const reactionsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    handler: async (request) => {
      const { postId } = request.params;
      const userId = currentUser(request).id;
      const result = await toggleReaction({
        db: app.db,
        postId,
        viewerId: userId,
        type: request.body.type,
      });
      emitToPost(app, postId, 'post:reaction', {
        post_id: postId,
        user_id: userId,
        type: result.userReaction,
        reactionsCount: result.reactionsCount,
        reactionsSummary: result.reactionsSummary,
      });
      return ok(result);
    },
  });
};
