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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok, paged } from '../../http/envelope.ts';
import { imageUrl } from '../../media/media.ts';
import type { ProfileViewContext } from './friends.presenter.ts';
import {
  acceptFriend,
  declineFriend,
  follow,
  getProfile,
  listFriends,
  listPhotos,
  removeFriend,
  requestFriend,
  updateOwnProfile,
} from './friends.service.ts';

const guarded = { tags: ['friends'] };
const forms = ['multipart/form-data', 'application/json'];

const profileViewOf = (request: FastifyRequest): ProfileViewContext => ({
  imageUrlOf: (key) => imageUrl(request, key, 1600),
  photoUrlOf: (key) => imageUrl(request, key, 400),
});

export const friendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(friendsEndpoints.profile),
    schema: {
      ...guarded,
      params: FriendUserParamsSchema,
      response: { 200: CommunityProfileResponseSchema },
    },
    handler: async (request) =>
      ok(
        await getProfile({
          db: app.db,
          viewerId: currentUser(request).id,
          userId: request.params.userId,
          view: profileViewOf(request),
        }),
      ),
  });

  app.route({
    ...endpoint(friendsEndpoints.updateProfile),
    schema: {
      ...guarded,
      consumes: forms,
      body: UpdateCommunityProfileBodySchema,
      response: { 200: CommunityProfileResponseSchema },
    },
    handler: async (request) =>
      ok(
        await updateOwnProfile({
          db: app.db,
          media: app.media,
          userId: currentUser(request).id,
          input: request.body,
          view: profileViewOf(request),
        }),
        request.t('friends.profile-updated'),
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
      const { items, meta } = await listPhotos({
        db: app.db,
        viewerId: currentUser(request).id,
        userId: request.params.userId,
        page: request.query.page,
        perPage: request.query.per_page,
        view: profileViewOf(request),
      });
      return paged(items, meta);
    },
  });

  const change = (
    name: 'request' | 'accept' | 'decline' | 'remove',
    action: typeof requestFriend,
    message:
      | 'friends.request-sent'
      | 'friends.request-accepted'
      | 'friends.request-declined'
      | 'friends.removed',
  ) =>
    app.route({
      ...endpoint(friendsEndpoints[name]),
      schema: {
        ...guarded,
        params: FriendUserParamsSchema,
        response: { 200: RelationshipResponseSchema },
      },
      handler: async (request) =>
        ok(
          await action({ db: app.db, me: currentUser(request).id, userId: request.params.userId }),
          request.t(message),
        ),
    });
  change('request', requestFriend, 'friends.request-sent');
  change('accept', acceptFriend, 'friends.request-accepted');
  change('decline', declineFriend, 'friends.request-declined');
  change('remove', removeFriend, 'friends.removed');

  app.route({
    ...endpoint(friendsEndpoints.requests),
    schema: {
      ...guarded,
      querystring: ListFriendsQuerySchema,
      response: { 200: FriendsPageSchema },
    },
    handler: async (request) => {
      const me = currentUser(request).id;
      const { items, meta } = await listFriends({
        db: app.db,
        viewerId: me,
        userId: me,
        status: 'pending',
        q: request.query.q,
        page: request.query.page,
        perPage: request.query.per_page,
        view: profileViewOf(request),
      });
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
      const { items, meta } = await listFriends({
        db: app.db,
        viewerId: currentUser(request).id,
        userId: request.params.userId,
        status: 'accepted',
        q: request.query.q,
        page: request.query.page,
        perPage: request.query.per_page,
        view: profileViewOf(request),
      });
      return paged(items, meta);
    },
  });

  app.route({
    ...endpoint(friendsEndpoints.follow),
    schema: {
      ...guarded,
      consumes: forms,
      params: FriendUserParamsSchema,
      body: FollowBodySchema,
      response: { 200: RelationshipResponseSchema },
    },
    handler: async (request) => {
      const result = await follow({
        db: app.db,
        me: currentUser(request).id,
        userId: request.params.userId,
        want: request.body?.follow,
      });
      return ok(result, request.t(result.is_following ? 'friends.followed' : 'friends.unfollowed'));
    },
  });
};
