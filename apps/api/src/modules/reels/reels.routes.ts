import {
  CreateReelBodySchema,
  ListReelCommentsQuerySchema,
  ListReelsQuerySchema,
  REEL_VIDEO_MAX_SECONDS,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok, paged } from '../../http/envelope.ts';
import { actorOf } from '../../http/request-view.ts';
import { created, FORM_CONTENT_TYPES, removed } from '../../http/write-handlers.ts';
import { streamedUploadRoute } from '../../media/streamed-upload.ts';
import { createReelsService } from './reels.service.ts';

const guarded = { tags: ['reels'] };

export const reelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reels = createReelsService(app);

  app.route({
    ...endpoint(reelsEndpoints.list),
    schema: { ...guarded, querystring: ListReelsQuerySchema, response: { 200: ReelsPageSchema } },
    handler: async (request) => {
      const { items, meta } = await reels.list(actorOf(request), request.query);
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(reelsEndpoints.show),
    schema: { ...guarded, params: ReelParamsSchema, response: { 200: ReelResponseSchema } },
    handler: async (request) => ok(await reels.get(actorOf(request), request.params.id)),
  });

  app.route({
    ...endpoint(reelsEndpoints.create),
    // The video is streamed to storage while the form is read: never whole in memory.
    ...streamedUploadRoute(app, {
      folder: 'reels',
      maxBytes: VIDEO_MAX_BYTES,
      maxSeconds: REEL_VIDEO_MAX_SECONDS,
      kinds: ['video'],
      unsupported: 'reels.unsupported-video',
      tooLarge: 'reels.video-too-large',
      tooLong: 'reels.video-too-long',
    }),
    schema: {
      ...guarded,
      consumes: ['multipart/form-data'],
      body: CreateReelBodySchema,
      response: { 201: ReelResponseSchema },
    },
    handler: created('reels.created', (request) => reels.create(actorOf(request), request.body)),
  });

  app.route({
    ...endpoint(reelsEndpoints.delete),
    schema: { ...guarded, params: ReelParamsSchema, response: { 200: ReelDeletedResponseSchema } },
    handler: removed('reels.deleted', (request) =>
      reels.remove(actorOf(request), request.params.id),
    ),
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
      const { items, meta } = await reels.comments(
        actorOf(request),
        request.params.id,
        request.query,
      );
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(reelsEndpoints.createComment),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      params: ReelParamsSchema,
      body: ReelCommentBodySchema,
      response: { 201: ReelCommentResponseSchema },
    },
    handler: created('reels.comment-created', (request) =>
      reels.comment(actorOf(request), request.params.id, request.body),
    ),
  });

  app.route({
    ...endpoint(reelsEndpoints.toggleReaction),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      params: ReelParamsSchema,
      body: ToggleReelReactionBodySchema,
      response: { 200: ToggleReelReactionResponseSchema },
    },
    handler: async (request) =>
      ok(await reels.toggleReaction(actorOf(request), request.params.id, request.body)),
  });

  app.route({
    ...endpoint(reelsEndpoints.reactions),
    schema: {
      ...guarded,
      params: ReelParamsSchema,
      response: { 200: ReelReactionsResponseSchema },
    },
    handler: async (request) => ok(await reels.reactions(actorOf(request), request.params.id)),
  });
};
