import {
  CreateStoryBodySchema,
  ReelDeletedResponseSchema,
  STORY_REPLIES_MAX,
  STORY_REPLY_WINDOW_MS,
  STORY_VIDEO_MAX_BYTES,
  STORY_VIDEO_MAX_SECONDS,
  StoryGroupsResponseSchema,
  StoryLikeResponseSchema,
  StoryParamsSchema,
  StoryReplyBodySchema,
  StoryReplyResponseSchema,
  StoryResponseSchema,
  StoryViewResponseSchema,
  storiesEndpoints,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { limitPerUser } from '../../http/rate-limit.ts';
import { actorOf } from '../../http/request-view.ts';
import { changed, created, FORM_CONTENT_TYPES, removed } from '../../http/write-handlers.ts';
import { streamedUploadRoute } from '../../media/streamed-upload.ts';
import { createStoriesService, STORY_MEDIA_FOLDERS } from './stories.service.ts';

const guarded = { tags: ['stories'] };

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const stories = createStoriesService(app);
  // A story's files answer 404 from the moment it expires, before the sweep removes them.
  app.media.restrict(STORY_MEDIA_FOLDERS, stories.mediaUntil);
  // Each reply is a chat message: one person sends only so many.
  const limitReplies = limitPerUser(app, {
    action: 'story-reply',
    max: STORY_REPLIES_MAX,
    timeWindow: STORY_REPLY_WINDOW_MS,
  });

  app.route({
    ...endpoint(storiesEndpoints.list),
    schema: { ...guarded, response: { 200: StoryGroupsResponseSchema } },
    handler: async (request) => ok(await stories.list(actorOf(request))),
  });

  app.route({
    ...endpoint(storiesEndpoints.create),
    // An image goes through the image pipeline; a video is streamed to storage as it arrives.
    ...streamedUploadRoute(app, {
      folder: 'stories',
      maxBytes: STORY_VIDEO_MAX_BYTES,
      maxSeconds: STORY_VIDEO_MAX_SECONDS,
      kinds: ['image', 'video'],
      unsupported: 'stories.unsupported-media',
      tooLarge: 'stories.media-too-large',
      tooLong: 'stories.video-too-long',
    }),
    schema: {
      ...guarded,
      consumes: ['multipart/form-data'],
      body: CreateStoryBodySchema,
      response: { 201: StoryResponseSchema },
    },
    handler: created('stories.created', (request) =>
      stories.create(actorOf(request), request.body),
    ),
  });

  app.route({
    ...endpoint(storiesEndpoints.view),
    schema: { ...guarded, params: StoryParamsSchema, response: { 200: StoryViewResponseSchema } },
    handler: async (request) => ok(await stories.view(actorOf(request), request.params.id)),
  });

  app.route({
    ...endpoint(storiesEndpoints.toggleLike),
    schema: { ...guarded, params: StoryParamsSchema, response: { 200: StoryLikeResponseSchema } },
    handler: async (request) => ok(await stories.toggleLike(actorOf(request), request.params.id)),
  });

  app.route({
    ...endpoint(storiesEndpoints.reply),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      params: StoryParamsSchema,
      body: StoryReplyBodySchema,
      response: { 200: StoryReplyResponseSchema },
    },
    preHandler: limitReplies,
    handler: changed('stories.reply-sent', (request) =>
      stories.reply(actorOf(request), request.params.id, request.body),
    ),
  });

  app.route({
    ...endpoint(storiesEndpoints.delete),
    schema: { ...guarded, params: StoryParamsSchema, response: { 200: ReelDeletedResponseSchema } },
    handler: removed('stories.deleted', (request) =>
      stories.remove(actorOf(request), request.params.id),
    ),
  });
};
