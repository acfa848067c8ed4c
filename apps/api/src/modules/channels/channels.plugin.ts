import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelsRoutes } from './channels.routes.ts';
import { createChannelsServices } from './channels.services.ts';
import { membershipRoutes } from './membership/membership.routes.ts';
import { channelMessagesRoutes } from './messages/channel-messages.routes.ts';

/**
 * Channels in the app (group conversations on chat's messages): the card and lists, membership
 * and messages routes, and the room rule of `channel:<id>`: its current members, asked of the
 * database at each join.
 */
export const channelsPlugin: FastifyPluginAsyncZod = async (app) => {
  const services = createChannelsServices(app);
  await app.register(channelsRoutes, services);
  await app.register(membershipRoutes, services);
  await app.register(channelMessagesRoutes, services);

  // Realtime is attached after the modules register: add the rule once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('channel', ({ userId, id }) => services.membership.mayJoinRoom(id, userId));
  });
};
