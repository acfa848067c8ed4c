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
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf } from '../../http/request-view.ts';
import { createNotificationsService } from './notifications.service.ts';

const guarded = { tags: ['notifications'] };

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationsService(app);

  app.route({
    ...endpoint(notificationsEndpoints.list),
    schema: {
      ...guarded,
      querystring: ListNotificationsQuerySchema,
      response: { 200: NotificationsPageSchema },
    },
    handler: async (request) => notifications.list(actorOf(request), request.query),
  });

  app.route({
    ...endpoint(notificationsEndpoints.read),
    schema: {
      ...guarded,
      body: MarkNotificationsReadBodySchema,
      response: { 200: UnreadCountResponseSchema },
    },
    handler: async (request) => ok(await notifications.markRead(actorOf(request), request.body)),
  });

  app.route({
    ...endpoint(notificationsEndpoints.unreadCount),
    schema: { ...guarded, response: { 200: UnreadCountResponseSchema } },
    handler: async (request) => ok(await notifications.unreadCount(actorOf(request))),
  });

  app.route({
    ...endpoint(notificationsEndpoints.settings),
    schema: { ...guarded, response: { 200: NotificationSettingsResponseSchema } },
    handler: async (request) => ok(await notifications.settings(actorOf(request))),
  });

  app.route({
    ...endpoint(notificationsEndpoints.updateSettings),
    schema: {
      ...guarded,
      body: UpdateNotificationSettingsBodySchema,
      response: { 200: NotificationSettingsResponseSchema },
    },
    handler: async (request) =>
      ok(await notifications.updateSettings(actorOf(request), request.body)),
  });
};
