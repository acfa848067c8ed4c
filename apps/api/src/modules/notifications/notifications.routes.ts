import {
  ListNotificationsQuerySchema,
  MarkNotificationsReadBodySchema,
  NotificationSettingsResponseSchema,
  NotificationsPageSchema,
  notificationsEndpoints,
  UnreadCountResponseSchema,
  UpdateNotificationSettingsBodySchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { imageUrl } from '../../media/media.ts';
import { deliveryOf, registerDelivery } from './notifications.delivery.ts';
import {
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  unreadCount,
  updateNotificationSettings,
} from './notifications.service.ts';

const guarded = { tags: ['notifications'] };

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sockets are attached after the routes: read them when delivering.
  registerDelivery(app.db, deliveryOf(app));

  app.route({
    ...endpoint(notificationsEndpoints.list),
    schema: {
      ...guarded,
      querystring: ListNotificationsQuerySchema,
      response: { 200: NotificationsPageSchema },
    },
    handler: async (request) =>
      listNotifications({
        db: app.db,
        reader: { userId: currentUser(request).id, locale: request.locale },
        query: request.query,
        imageUrlOf: (key) => imageUrl(request, key, 400),
      }),
  });

  app.route({
    ...endpoint(notificationsEndpoints.read),
    schema: {
      ...guarded,
      body: MarkNotificationsReadBodySchema,
      response: { 200: UnreadCountResponseSchema },
    },
    handler: async (request) =>
      ok(
        await markNotificationsRead({
          db: app.db,
          userId: currentUser(request).id,
          input: request.body,
        }),
      ),
  });

  app.route({
    ...endpoint(notificationsEndpoints.unreadCount),
    schema: { ...guarded, response: { 200: UnreadCountResponseSchema } },
    handler: async (request) =>
      ok(
        await unreadCount({
          db: app.db,
          reader: { userId: currentUser(request).id, locale: request.locale },
        }),
      ),
  });

  app.route({
    ...endpoint(notificationsEndpoints.settings),
    schema: { ...guarded, response: { 200: NotificationSettingsResponseSchema } },
    handler: async (request) =>
      ok(await getNotificationSettings({ db: app.db, userId: currentUser(request).id })),
  });

  app.route({
    ...endpoint(notificationsEndpoints.updateSettings),
    schema: {
      ...guarded,
      body: UpdateNotificationSettingsBodySchema,
      response: { 200: NotificationSettingsResponseSchema },
    },
    handler: async (request) =>
      ok(
        await updateNotificationSettings({
          db: app.db,
          reader: { userId: currentUser(request).id, locale: request.locale },
          input: request.body,
        }),
      ),
  });
};
