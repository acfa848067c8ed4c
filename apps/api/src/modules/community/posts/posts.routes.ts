import {
  CreatePostBodySchema,
  communityEndpoints,
  DeletedResponseSchema,
  type ListPostsQuery,
  ListPostsQuerySchema,
  PostParamsSchema,
  PostResponseSchema,
  PostsPageSchema,
  UpdatePostBodySchema,
  UserIdParamsSchema,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok, paged } from '../../../http/envelope.ts';
import { actorOf } from '../../../http/request-view.ts';
import { trustedResponse } from '../../../http/serializer.ts';
import { changed, created, FORM_CONTENT_TYPES, removed } from '../../../http/write-handlers.ts';
import { guarded } from '../community.route-options.ts';
import type { PostFilter, PostsService } from './posts.service.ts';

/** Posts over HTTP; the service is built once by `community.plugin.ts`. */
export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService }> = async (
  app,
  { posts },
) => {
  const list = async (request: FastifyRequest, query: ListPostsQuery, filter: PostFilter) => {
    const { items, meta } = await posts.list(actorOf(request), filter, query);
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
    handler: async (request) => ok(await posts.get(actorOf(request), request.params.id)),
  });

  app.route({
    ...endpoint(communityEndpoints.createPost),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      body: CreatePostBodySchema,
      response: { 201: PostResponseSchema },
    },
    handler: created('community.post-created', (request) =>
      posts.create(actorOf(request), request.body),
    ),
  });

  app.route({
    ...endpoint(communityEndpoints.updatePost),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      params: PostParamsSchema,
      body: UpdatePostBodySchema,
      response: { 200: PostResponseSchema },
    },
    handler: changed('community.post-updated', (request) =>
      posts.update(actorOf(request), request.params.id, request.body),
    ),
  });

  app.route({
    ...endpoint(communityEndpoints.deletePost),
    schema: { ...guarded, params: PostParamsSchema, response: { 200: DeletedResponseSchema } },
    handler: removed('community.post-deleted', (request) =>
      posts.remove(actorOf(request), request.params.id),
    ),
  });
};
