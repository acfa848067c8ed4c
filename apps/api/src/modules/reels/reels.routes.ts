import {
  CreateReelBodySchema,
  ListReelCommentsQuerySchema,
  ListReelsQuerySchema,
  ReelCommentBodySchema,
  ReelCommentResponseSchema,
  ReelCommentsPageSchema,
  ReelDeletedResponseSchema,
  ReelParamsSchema,
  ReelReactionsResponseSchema,
  ReelResponseSchema,
  ReelsPageSchema,
  reelsEndpoints,
  ToggleReelReactionBodySchema,
  ToggleReelReactionResponseSchema,
  VIDEO_MAX_BYTES,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok, paged } from '../../http/envelope.ts';
import { imageUrl, mediaUrl } from '../../media/media.ts';
import { streamedUploadRoute } from '../../media/streamed-upload.ts';
import type { ReelViewContext } from './reels.presenter.ts';
import {
  addComment,
  createReel,
  deleteReel,
  getReel,
  listComments,
  listReactions,
  listReels,
  toggleReaction,
} from './reels.service.ts';

const guarded = { tags: ['reels'] };

/** URLs on the host the client called. */
export const reelViewOf = (request: FastifyRequest): ReelViewContext => ({
  videoUrlOf: (key) => mediaUrl(request, key),
  posterUrlOf: (key) => imageUrl(request, key, 1600),
  photoUrlOf: (key) => imageUrl(request, key, 400),
});

export const reelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(reelsEndpoints.list),
    schema: { ...guarded, querystring: ListReelsQuerySchema, response: { 200: ReelsPageSchema } },
    handler: async (request) => {
      const { items, meta } = await listReels({
        db: app.db,
        viewerId: currentUser(request).id,
        userId: request.query.user_id,
        page: request.query.page,
        perPage: request.query.per_page,
        view: reelViewOf(request),
      });
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(reelsEndpoints.show),
    schema: { ...guarded, params: ReelParamsSchema, response: { 200: ReelResponseSchema } },
    handler: async (request) =>
      ok(
        await getReel({
          db: app.db,
          viewerId: currentUser(request).id,
          id: request.params.id,
          view: reelViewOf(request),
        }),
      ),
  });

  app.route({
    ...endpoint(reelsEndpoints.create),
    // The video is streamed to storage while the form is read: never whole in memory.
    ...streamedUploadRoute(app, {
      folder: 'reels',
      maxBytes: VIDEO_MAX_BYTES,
      kinds: ['video'],
      unsupported: 'reels.unsupported-video',
      tooLarge: 'reels.video-too-large',
    }),
    schema: {
      ...guarded,
      consumes: ['multipart/form-data'],
      body: CreateReelBodySchema,
      response: { 201: ReelResponseSchema },
    },
    handler: async (request, reply) => {
      const reel = await createReel({
        db: app.db,
        userId: currentUser(request).id,
        input: request.body,
        view: reelViewOf(request),
      });
      reply.status(201);
      return ok(reel, request.t('reels.created'));
    },
  });

  app.route({
    ...endpoint(reelsEndpoints.delete),
    schema: { ...guarded, params: ReelParamsSchema, response: { 200: ReelDeletedResponseSchema } },
    handler: async (request) => {
      await deleteReel({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        id: request.params.id,
      });
      return { message: request.t('reels.deleted') };
    },
  });

  app.route({
    ...endpoint(reelsEndpoints.comments),
    schema: {
      ...guarded,
      params: ReelParamsSchema,
      querystring: ListReelCommentsQuerySchema,
      response: { 200: ReelCommentsPageSchema },
    },
    handler: async (request) => {
      const { items, meta } = await listComments({
        db: app.db,
        viewerId: currentUser(request).id,
        reelId: request.params.id,
        page: request.query.page,
        perPage: request.query.per_page,
        view: reelViewOf(request),
      });
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(reelsEndpoints.createComment),
    schema: {
      ...guarded,
      consumes: ['multipart/form-data', 'application/json'],
      params: ReelParamsSchema,
      body: ReelCommentBodySchema,
      response: { 201: ReelCommentResponseSchema },
    },
    handler: async (request, reply) => {
      const comment = await addComment({
        db: app.db,
        viewerId: currentUser(request).id,
        reelId: request.params.id,
        content: request.body.content,
        view: reelViewOf(request),
      });
      reply.status(201);
      return ok(comment, request.t('reels.comment-created'));
    },
  });

  app.route({
    ...endpoint(reelsEndpoints.toggleReaction),
    schema: {
      ...guarded,
      consumes: ['multipart/form-data', 'application/json'],
      params: ReelParamsSchema,
      body: ToggleReelReactionBodySchema,
      response: { 200: ToggleReelReactionResponseSchema },
    },
    handler: async (request) =>
      ok(
        await toggleReaction({
          db: app.db,
          viewerId: currentUser(request).id,
          reelId: request.params.id,
          type: request.body.type,
        }),
      ),
  });

  app.route({
    ...endpoint(reelsEndpoints.reactions),
    schema: {
      ...guarded,
      params: ReelParamsSchema,
      response: { 200: ReelReactionsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await listReactions({
          db: app.db,
          viewerId: currentUser(request).id,
          reelId: request.params.id,
          view: reelViewOf(request),
        }),
      ),
  });
};
