import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryOf, registerDelivery } from './notifications.delivery.ts';
import { notificationsRoutes } from './notifications.routes.ts';

/**
 * Notifications in the app: their routes, and how the `notifications.deliver` job reaches people
 * (sockets, mailer, media) through this app's database handle. Sockets are attached after the
 * modules register; the delivery reads them when it runs.
 */
export const notificationsPlugin: FastifyPluginAsyncZod = async (app) => {
  registerDelivery(app.db, deliveryOf(app));
  await app.register(notificationsRoutes);
};
