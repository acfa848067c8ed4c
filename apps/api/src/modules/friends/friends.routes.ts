import {
  CommunityProfileResponseSchema,
  FollowBodySchema,
  FriendsPageSchema,
  FriendUserParamsSchema,
  friendsEndpoints,
  ListFriendsQuerySchema,
  PageQuerySchema,
  ProfilePhotosPageSchema,
  RelationshipResponseSchema,
  UpdateCommunityProfileBodySchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok, paged } from '../../http/envelope.ts';
import { actorOf } from '../../http/request-view.ts';
import { changed, FORM_CONTENT_TYPES } from '../../http/write-handlers.ts';
import { createFriendsService } from './friends.service.ts';

const guarded = { tags: ['friends'] };

/** Each change of a friendship, with its message. */
const changes = {
  request: 'friends.request-sent',
  accept: 'friends.request-accepted',
  decline: 'friends.request-declined',
  remove: 'friends.removed',
} as const;

export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  const friends = createFriendsService(app);

  app.route({
    ...endpoint(friendsEndpoints.profile),
    schema: {
      ...guarded,
      params: FriendUserParamsSchema,
      response: { 200: CommunityProfileResponseSchema },
    },
    handler: async (request) => ok(await friends.profile(actorOf(request), request.params.userId)),
  });

  app.route({
    ...endpoint(friendsEndpoints.updateProfile),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      body: UpdateCommunityProfileBodySchema,
      response: { 200: CommunityProfileResponseSchema },
    },
    handler: changed('friends.profile-updated', (request) =>
      friends.updateProfile(actorOf(request), request.body),
    ),
  });

  app.route({
    ...endpoint(friendsEndpoints.photos),
    schema: {
      ...guarded,
      params: FriendUserParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: ProfilePhotosPageSchema },
    },
    handler: async (request) => {
      const { items, meta } = await friends.photos(
        actorOf(request),
        request.params.userId,
        request.query,
      );
      return paged(items, meta);
    },
  });

  for (const name of Object.keys(changes) as (keyof typeof changes)[]) {
    app.route({
      ...endpoint(friendsEndpoints[name]),
      schema: {
        ...guarded,
        params: FriendUserParamsSchema,
        response: { 200: RelationshipResponseSchema },
      },
      handler: changed(changes[name], (request) =>
        friends[name](actorOf(request), request.params.userId),
      ),
    });
  }

  app.route({
    ...endpoint(friendsEndpoints.requests),
    schema: {
      ...guarded,
      querystring: ListFriendsQuerySchema,
      response: { 200: FriendsPageSchema },
    },
    handler: async (request) => {
      const { items, meta } = await friends.requests(actorOf(request), request.query);
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(friendsEndpoints.list),
    schema: {
      ...guarded,
      params: FriendUserParamsSchema,
      querystring: ListFriendsQuerySchema,
      response: { 200: FriendsPageSchema },
    },
    handler: async (request) => {
      const { items, meta } = await friends.friends(
        actorOf(request),
        request.params.userId,
        request.query,
      );
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(friendsEndpoints.follow),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      params: FriendUserParamsSchema,
      body: FollowBodySchema,
      response: { 200: RelationshipResponseSchema },
    },
    handler: changed(
      (result) => (result.is_following ? 'friends.followed' : 'friends.unfollowed'),
      (request) => friends.follow(actorOf(request), request.params.userId, request.body),
    ),
  });
};
