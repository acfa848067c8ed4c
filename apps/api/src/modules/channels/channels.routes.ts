import {
  ChannelCandidatesQuerySchema,
  ChannelCandidatesResponseSchema,
  ChannelDetailsResponseSchema,
  ChannelMemberBodySchema,
  ChannelMessagesPageSchema,
  ChannelParamsSchema,
  ChannelReadResponseSchema,
  ChannelsPageSchema,
  ChatMessageResponseSchema,
  CreateChannelBodySchema,
  ListChannelsQuerySchema,
  ListMessagesQuerySchema,
  MessageSchema,
  SendChannelMessageBodySchema,
  SetChannelRoleBodySchema,
  UpdateChannelBodySchema,
} from '@souq/contract';
import { channelsEndpoints } from '@souq/contract/endpoints';
import type { preParsingHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { limitPerUser } from '../../http/rate-limit.ts';
import { chatViewOf, forms } from '../chat/chat.view.ts';
import { channelsRealtimeOf } from './channels.realtime.ts';
import {
  addChannelMember,
  createChannel,
  deleteChannel,
  getChannelDetails,
  joinChannel,
  leaveChannel,
  listChannelCandidates,
  listChannelMessages,
  listMyChannels,
  listPublicChannels,
  mayJoinChannelRoom,
  readChannel,
  removeChannelMember,
  sendChannelMessage,
  setChannelRole,
  updateChannel,
} from './channels.service.ts';

/** Every channel route is for signed-in users; documented once for OpenAPI. */
const guarded = { tags: ['channels'] };

/**
 * The endpoint with a per-account limit after its session guard, before the body (an image) is
 * read: creating channels and adding people are cheap to repeat, and each one reaches others.
 */
const limited = (route: ReturnType<typeof endpoint>, limit: preParsingHookHandler) => ({
  method: route.method,
  url: route.url,
  preParsing: [route.preParsing, limit].filter((hook) => hook !== undefined),
});

/**
 * Channels over HTTP (group conversations on chat's messages), and the room rule of
 * `channel:<id>`: its current members, asked of the database at each join.
 */
export const channelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = channelsRealtimeOf(app);
  const limitCreate = limitPerUser(app, {
    action: 'channel-create',
    max: app.config.CHANNEL_CREATE_RATE_LIMIT_MAX,
    timeWindow: 60 * 60_000,
  });
  const limitMembers = limitPerUser(app, {
    action: 'channel-add-member',
    max: app.config.CHANNEL_MEMBER_RATE_LIMIT_MAX,
    timeWindow: 10 * 60_000,
  });

  app.route({
    ...limited(endpoint(channelsEndpoints.create), limitCreate),
    schema: {
      ...guarded,
      consumes: forms,
      body: CreateChannelBodySchema,
      response: { 201: ChannelDetailsResponseSchema },
    },
    handler: async (request, reply) => {
      const channel = await createChannel({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        input: request.body,
        view: chatViewOf(request),
      });
      reply.status(201);
      return ok(channel, request.t('channels.created'));
    },
  });

  app.route({
    ...endpoint(channelsEndpoints.update),
    schema: {
      ...guarded,
      consumes: forms,
      params: ChannelParamsSchema,
      body: UpdateChannelBodySchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await updateChannel({
          db: app.db,
          media: app.media,
          realtime,
          userId: currentUser(request).id,
          channelId: request.params.id,
          input: request.body,
          view: chatViewOf(request),
        }),
        request.t('channels.updated'),
      ),
  });

  app.route({
    ...endpoint(channelsEndpoints.join),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await joinChannel({
          db: app.db,
          userId: currentUser(request).id,
          channelId: request.params.id,
          view: chatViewOf(request),
        }),
        request.t('channels.joined'),
      ),
  });

  app.route({
    ...endpoint(channelsEndpoints.leave),
    schema: { ...guarded, params: ChannelParamsSchema, response: { 200: MessageSchema } },
    handler: async (request) => {
      await leaveChannel({
        db: app.db,
        realtime,
        userId: currentUser(request).id,
        channelId: request.params.id,
      });
      return { message: request.t('channels.left') };
    },
  });

  app.route({
    ...endpoint(channelsEndpoints.delete),
    schema: { ...guarded, params: ChannelParamsSchema, response: { 200: MessageSchema } },
    handler: async (request) => {
      await deleteChannel({
        db: app.db,
        media: app.media,
        realtime,
        userId: currentUser(request).id,
        channelId: request.params.id,
      });
      return { message: request.t('channels.deleted') };
    },
  });

  app.route({
    ...limited(endpoint(channelsEndpoints.addMember), limitMembers),
    schema: {
      ...guarded,
      consumes: forms,
      params: ChannelParamsSchema,
      body: ChannelMemberBodySchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await addChannelMember({
          db: app.db,
          realtime,
          userId: currentUser(request).id,
          channelId: request.params.id,
          memberId: request.body.user_id,
          view: chatViewOf(request),
        }),
        request.t('channels.member-added'),
      ),
  });

  app.route({
    ...endpoint(channelsEndpoints.removeMember),
    schema: {
      ...guarded,
      consumes: forms,
      params: ChannelParamsSchema,
      body: ChannelMemberBodySchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await removeChannelMember({
          db: app.db,
          realtime,
          userId: currentUser(request).id,
          channelId: request.params.id,
          memberId: request.body.user_id,
          view: chatViewOf(request),
        }),
        request.t('channels.member-removed'),
      ),
  });

  app.route({
    ...endpoint(channelsEndpoints.setRole),
    schema: {
      ...guarded,
      consumes: forms,
      params: ChannelParamsSchema,
      body: SetChannelRoleBodySchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await setChannelRole({
          db: app.db,
          realtime,
          userId: currentUser(request).id,
          channelId: request.params.id,
          input: request.body,
          view: chatViewOf(request),
        }),
        request.t('channels.role-changed'),
      ),
  });

  app.route({
    ...endpoint(channelsEndpoints.send),
    schema: {
      ...guarded,
      consumes: forms,
      body: SendChannelMessageBodySchema,
      response: { 201: ChatMessageResponseSchema },
    },
    handler: async (request, reply) => {
      const message = await sendChannelMessage({
        db: app.db,
        media: app.media,
        realtime,
        userId: currentUser(request).id,
        input: request.body,
        view: chatViewOf(request),
      });
      reply.status(201);
      return ok(message, request.t('chat.message-sent'));
    },
  });

  app.route({
    ...endpoint(channelsEndpoints.messages),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      querystring: ListMessagesQuerySchema,
      response: { 200: ChannelMessagesPageSchema },
    },
    handler: async (request) =>
      listChannelMessages({
        db: app.db,
        userId: currentUser(request).id,
        channelId: request.params.id,
        beforeId: request.query.before_id,
        view: chatViewOf(request),
      }),
  });

  app.route({
    ...endpoint(channelsEndpoints.read),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      response: { 200: ChannelReadResponseSchema },
    },
    handler: async (request) =>
      ok(
        await readChannel({
          db: app.db,
          userId: currentUser(request).id,
          channelId: request.params.id,
        }),
        request.t('chat.read'),
      ),
  });

  app.route({
    ...endpoint(channelsEndpoints.mine),
    schema: {
      ...guarded,
      querystring: ListChannelsQuerySchema,
      response: { 200: ChannelsPageSchema },
    },
    handler: async (request) =>
      listMyChannels({
        db: app.db,
        userId: currentUser(request).id,
        query: request.query,
        view: chatViewOf(request),
      }),
  });

  app.route({
    ...endpoint(channelsEndpoints.public),
    schema: {
      ...guarded,
      querystring: ListChannelsQuerySchema,
      response: { 200: ChannelsPageSchema },
    },
    handler: async (request) =>
      listPublicChannels({
        db: app.db,
        userId: currentUser(request).id,
        query: request.query,
        view: chatViewOf(request),
      }),
  });

  app.route({
    ...endpoint(channelsEndpoints.details),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      response: { 200: ChannelDetailsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await getChannelDetails({
          db: app.db,
          userId: currentUser(request).id,
          channelId: request.params.id,
          view: chatViewOf(request),
        }),
      ),
  });

  app.route({
    ...endpoint(channelsEndpoints.candidates),
    schema: {
      ...guarded,
      params: ChannelParamsSchema,
      querystring: ChannelCandidatesQuerySchema,
      response: { 200: ChannelCandidatesResponseSchema },
    },
    handler: async (request) =>
      ok(
        await listChannelCandidates({
          db: app.db,
          userId: currentUser(request).id,
          channelId: request.params.id,
          search: request.query.search,
          view: chatViewOf(request),
        }),
      ),
  });

  // Realtime is attached after the modules register: add the rule once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('channel', ({ userId, id }) => mayJoinChannelRoom(app.db, id, userId));
  });
};
