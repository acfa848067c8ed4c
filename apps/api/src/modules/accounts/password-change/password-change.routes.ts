import { accountsEndpoints, ChangePasswordBodySchema, MessageSchema } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { AUTH_RATE_WINDOW_MS, limitPerUser } from '../../../http/rate-limit.ts';
import { actorOf } from '../../../http/request-view.ts';
import { createPasswordChangeService } from './password-change.service.ts';

export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A stolen session guessing the current password: a few tries per account in 15 minutes.
  const limitAttempts = limitPerUser(app, {
    action: 'change-password',
    max: app.config.AUTH_RATE_LIMIT_MAX,
    timeWindow: AUTH_RATE_WINDOW_MS,
  });
  const passwords = createPasswordChangeService(app);

  app.route({
    ...endpoint(accountsEndpoints.changePassword),
    schema: {
      tags: ['accounts'],
      body: ChangePasswordBodySchema,
      response: { 200: MessageSchema },
    },
    preHandler: limitAttempts,
    handler: async (request) => {
      await passwords.change(actorOf(request), currentUser(request).sessionId, request.body);
      return { message: request.t('accounts.password-changed') };
    },
  });
};
