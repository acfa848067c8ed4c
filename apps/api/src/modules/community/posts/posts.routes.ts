import {
  CreatePostBodySchema,
  communityEndpoints,
  DeletedResponseSchema,
  ListPostsQuerySchema,
  type PageQuery,
  PostParamsSchema,
  PostResponseSchema,
  PostsPageSchema,
  UpdatePostBodySchema,
  UserIdParamsSchema,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok, paged } from '../../../http/envelope.ts';
import { trustedResponse } from '../../../http/serializer.ts';
import { communityRealtimeOf } from '../community.realtime.ts';
import { forms, guarded, viewOf } from '../community.route-options.ts';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  type PostFilter,
  updatePost,
} from './posts.service.ts';

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = communityRealtimeOf(app);
  const list = async (request: FastifyRequest, query: PageQuery, filter: PostFilter) => {
    const { items, meta } = await listPosts({
      db: app.db,
      viewerId: currentUser(request).id,
      filter,
      page: query.page,
      perPage: query.per_page,
      view: viewOf(request),
    });
    return paged(items, meta);
  };

  app.route({
    ...endpoint(communityEndpoints.listPosts),
    schema: {
      ...guarded,
      querystring: ListPostsQuerySchema,
      response: { 200: trustedResponse(PostsPageSchema) },
    },
    handler: (request) => list(request, request.query, { kind: 'feed' }),
  });

  app.route({
    ...endpoint(communityEndpoints.myPosts),
    schema: {
      ...guarded,
      querystring: ListPostsQuerySchema,
      response: { 200: trustedResponse(PostsPageSchema) },
    },
    handler: (request) => list(request, request.query, { kind: 'mine' }),
  });

  app.route({
    ...endpoint(communityEndpoints.userPosts),
    schema: {
      ...guarded,
      params: UserIdParamsSchema,
      querystring: ListPostsQuerySchema,
      response: { 200: trustedResponse(PostsPageSchema) },
    },
    handler: (request) =>
      list(request, request.query, { kind: 'user', userId: request.params.userId }),
  });

  app.route({
    ...endpoint(communityEndpoints.showPost),
    schema: {
      ...guarded,
      params: PostParamsSchema,
      response: { 200: trustedResponse(PostResponseSchema) },
    },
    handler: async (request) =>
      ok(
        await getPost({
          db: app.db,
          viewerId: currentUser(request).id,
          id: request.params.id,
          view: viewOf(request),
        }),
      ),
  });

  app.route({
    ...endpoint(communityEndpoints.createPost),
    schema: {
      ...guarded,
      consumes: forms,
      body: CreatePostBodySchema,
      response: { 201: PostResponseSchema },
    },
    handler: async (request, reply) => {
      const post = await createPost({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        input: request.body,
        view: viewOf(request),
      });
      reply.status(201);
      return ok(post, request.t('community.post-created'));
    },
  });

  app.route({
    ...endpoint(communityEndpoints.updatePost),
    schema: {
      ...guarded,
      consumes: forms,
      params: PostParamsSchema,
      body: UpdatePostBodySchema,
      response: { 200: PostResponseSchema },
    },
    handler: async (request) => {
      const post = await updatePost({
        db: app.db,
        media: app.media,
        realtime,
        userId: currentUser(request).id,
        id: request.params.id,
        input: request.body,
        view: viewOf(request),
      });
      return ok(post, request.t('community.post-updated'));
    },
  });

  app.route({
    ...endpoint(communityEndpoints.deletePost),
    schema: { ...guarded, params: PostParamsSchema, response: { 200: DeletedResponseSchema } },
    handler: async (request) => {
      await deletePost({
        db: app.db,
        media: app.media,
        realtime,
        userId: currentUser(request).id,
        id: request.params.id,
      });
      return { message: request.t('community.post-deleted') };
    },
  });
};
