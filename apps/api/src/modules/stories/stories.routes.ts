import {
  CreateStoryBodySchema,
  ReelDeletedResponseSchema,
  STORY_VIDEO_MAX_BYTES,
  StoryGroupsResponseSchema,
  StoryLikeResponseSchema,
  StoryParamsSchema,
  StoryReplyBodySchema,
  StoryReplyResponseSchema,
  StoryResponseSchema,
  StoryViewResponseSchema,
  storiesEndpoints,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { imageUrl, mediaUrl } from '../../media/media.ts';
import { streamedUploadRoute } from '../../media/streamed-upload.ts';
import type { StoryViewContext } from './stories.presenter.ts';
import {
  createStory,
  deleteStory,
  listStories,
  replyToStory,
  toggleStoryLike,
  viewStory,
} from './stories.service.ts';

const guarded = { tags: ['stories'] };
const forms = ['multipart/form-data', 'application/json'];

const storyViewOf = (request: FastifyRequest): StoryViewContext => ({
  videoUrlOf: (key) => mediaUrl(request, key),
  imageUrlOf: (key) => imageUrl(request, key, 1600),
  photoUrlOf: (key) => imageUrl(request, key, 400),
});

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(storiesEndpoints.list),
    schema: { ...guarded, response: { 200: StoryGroupsResponseSchema } },
    handler: async (request) =>
      ok(
        await listStories({
          db: app.db,
          viewerId: currentUser(request).id,
          view: storyViewOf(request),
        }),
      ),
  });

  app.route({
    ...endpoint(storiesEndpoints.create),
    // An image goes through the image pipeline; a video is streamed to storage as it arrives.
    ...streamedUploadRoute(app, {
      folder: 'stories',
      maxBytes: STORY_VIDEO_MAX_BYTES,
      kinds: ['image', 'video'],
      unsupported: 'stories.unsupported-media',
      tooLarge: 'stories.media-too-large',
    }),
    schema: {
      ...guarded,
      consumes: ['multipart/form-data'],
      body: CreateStoryBodySchema,
      response: { 201: StoryResponseSchema },
    },
    handler: async (request, reply) => {
      const story = await createStory({
        db: app.db,
        userId: currentUser(request).id,
        input: request.body,
        view: storyViewOf(request),
      });
      reply.status(201);
      return ok(story, request.t('stories.created'));
    },
  });

  app.route({
    ...endpoint(storiesEndpoints.view),
    schema: { ...guarded, params: StoryParamsSchema, response: { 200: StoryViewResponseSchema } },
    handler: async (request) =>
      ok(await viewStory({ db: app.db, viewerId: currentUser(request).id, id: request.params.id })),
  });

  app.route({
    ...endpoint(storiesEndpoints.toggleLike),
    schema: { ...guarded, params: StoryParamsSchema, response: { 200: StoryLikeResponseSchema } },
    handler: async (request) =>
      ok(
        await toggleStoryLike({
          db: app.db,
          viewerId: currentUser(request).id,
          id: request.params.id,
        }),
      ),
  });

  app.route({
    ...endpoint(storiesEndpoints.reply),
    schema: {
      ...guarded,
      consumes: forms,
      params: StoryParamsSchema,
      body: StoryReplyBodySchema,
      response: { 200: StoryReplyResponseSchema },
    },
    handler: async (request) =>
      ok(
        await replyToStory({
          db: app.db,
          viewerId: currentUser(request).id,
          id: request.params.id,
        }),
        request.t('stories.reply-sent'),
      ),
  });

  app.route({
    ...endpoint(storiesEndpoints.delete),
    schema: {
      ...guarded,
      params: StoryParamsSchema,
      response: { 200: ReelDeletedResponseSchema },
    },
    handler: async (request) => {
      await deleteStory({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        id: request.params.id,
      });
      return { message: request.t('stories.deleted') };
    },
  });
};
