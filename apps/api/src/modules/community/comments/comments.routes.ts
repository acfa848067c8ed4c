import {
  CommentBodySchema,
  CommentParamsSchema,
  CommentResponseSchema,
  CommentsPageSchema,
  CommentsResponseSchema,
  communityEndpoints,
  DeletedResponseSchema,
  ListCommentsQuerySchema,
  PostIdParamsSchema,
  PostParamsSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok, paged } from '../../../http/envelope.ts';
import { actorOf } from '../../../http/request-view.ts';
import { changed, created, removed } from '../../../http/write-handlers.ts';
import { guarded } from '../community.route-options.ts';
import type { CommentsService } from './comments.service.ts';

/** Comments and replies over HTTP; the service is built once by `community.plugin.ts`. */
export const commentsRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (
  app,
  { comments },
) => {
  app.route({
    ...endpoint(communityEndpoints.postComments),
    schema: { ...guarded, params: PostIdParamsSchema, response: { 200: CommentsResponseSchema } },
    handler: async (request) => ok(await comments.tree(actorOf(request), request.params.postId)),
  });

  app.route({
    ...endpoint(communityEndpoints.topLevelComments),
    schema: {
      ...guarded,
      params: PostParamsSchema,
      querystring: ListCommentsQuerySchema,
      response: { 200: CommentsPageSchema },
    },
    handler: async (request) => {
      const { items, meta } = await comments.topLevel(
        actorOf(request),
        request.params.id,
        request.query,
      );
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(communityEndpoints.commentReplies),
    schema: { ...guarded, params: CommentParamsSchema, response: { 200: CommentsResponseSchema } },
    handler: async (request) => ok(await comments.replies(actorOf(request), request.params.id)),
  });

  app.route({
    ...endpoint(communityEndpoints.createComment),
    schema: {
      ...guarded,
      params: PostIdParamsSchema,
      body: CommentBodySchema,
      response: { 201: CommentResponseSchema },
    },
    handler: created('community.comment-created', (request) =>
      comments.add(actorOf(request), { postId: request.params.postId }, request.body),
    ),
  });

  app.route({
    ...endpoint(communityEndpoints.createReply),
    schema: {
      ...guarded,
      params: CommentParamsSchema,
      body: CommentBodySchema,
      response: { 201: CommentResponseSchema },
    },
    handler: created('community.reply-created', (request) =>
      comments.add(actorOf(request), { parentId: request.params.id }, request.body),
    ),
  });

  app.route({
    ...endpoint(communityEndpoints.updateComment),
    schema: {
      ...guarded,
      params: CommentParamsSchema,
      body: CommentBodySchema,
      response: { 200: CommentResponseSchema },
    },
    handler: changed('community.comment-updated', (request) =>
      comments.edit(actorOf(request), request.params.id, request.body),
    ),
  });

  app.route({
    ...endpoint(communityEndpoints.deleteComment),
    schema: { ...guarded, params: CommentParamsSchema, response: { 200: DeletedResponseSchema } },
    handler: removed('community.comment-deleted', (request) =>
      comments.remove(actorOf(request), request.params.id),
    ),
  });
};
