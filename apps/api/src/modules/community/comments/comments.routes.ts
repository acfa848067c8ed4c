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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok, paged } from '../../../http/envelope.ts';
import { communityRealtimeOf } from '../community.realtime.ts';
import { guarded, viewOf } from '../community.route-options.ts';
import {
  addComment,
  editComment,
  getPostComments,
  getReplies,
  listTopLevelComments,
  removeComment,
} from './comments.service.ts';

const viewerOf = (request: FastifyRequest) => ({
  viewerId: currentUser(request).id,
  photoUrlOf: viewOf(request).photoUrlOf,
});

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = communityRealtimeOf(app);

  /** Adds a comment on a post or a reply to a comment, answers it. */
  const publish = async (
    request: FastifyRequest,
    content: string,
    target: Parameters<typeof addComment>[0]['target'],
    message: 'community.comment-created' | 'community.reply-created',
  ) => {
    const comment = await addComment({
      db: app.db,
      realtime,
      target,
      content,
      ...viewerOf(request),
    });
    return ok(comment, request.t(message));
  };

  app.route({
    ...endpoint(communityEndpoints.postComments),
    schema: { ...guarded, params: PostIdParamsSchema, response: { 200: CommentsResponseSchema } },
    handler: async (request) =>
      ok(
        await getPostComments({
          db: app.db,
          postId: request.params.postId,
          ...viewerOf(request),
        }),
      ),
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
      const { items, meta } = await listTopLevelComments({
        db: app.db,
        postId: request.params.id,
        page: request.query.page,
        perPage: request.query.per_page,
        ...viewerOf(request),
      });
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(communityEndpoints.commentReplies),
    schema: {
      ...guarded,
      params: CommentParamsSchema,
      response: { 200: CommentsResponseSchema },
    },
    handler: async (request) =>
      ok(await getReplies({ db: app.db, id: request.params.id, ...viewerOf(request) })),
  });

  app.route({
    ...endpoint(communityEndpoints.createComment),
    schema: {
      ...guarded,
      params: PostIdParamsSchema,
      body: CommentBodySchema,
      response: { 201: CommentResponseSchema },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return publish(
        request,
        request.body.content,
        { postId: request.params.postId },
        'community.comment-created',
      );
    },
  });

  app.route({
    ...endpoint(communityEndpoints.createReply),
    schema: {
      ...guarded,
      params: CommentParamsSchema,
      body: CommentBodySchema,
      response: { 201: CommentResponseSchema },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return publish(
        request,
        request.body.content,
        { parentId: request.params.id },
        'community.reply-created',
      );
    },
  });

  app.route({
    ...endpoint(communityEndpoints.updateComment),
    schema: {
      ...guarded,
      params: CommentParamsSchema,
      body: CommentBodySchema,
      response: { 200: CommentResponseSchema },
    },
    handler: async (request) => {
      const comment = await editComment({
        db: app.db,
        realtime,
        id: request.params.id,
        content: request.body.content,
        ...viewerOf(request),
      });
      return ok(comment, request.t('community.comment-updated'));
    },
  });

  app.route({
    ...endpoint(communityEndpoints.deleteComment),
    schema: { ...guarded, params: CommentParamsSchema, response: { 200: DeletedResponseSchema } },
    handler: async (request) => {
      await removeComment({
        db: app.db,
        realtime,
        id: request.params.id,
        viewerId: currentUser(request).id,
      });
      return { message: request.t('community.comment-deleted') };
    },
  });
};
