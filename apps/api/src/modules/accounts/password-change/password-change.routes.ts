import { accountsEndpoints, ChangePasswordBodySchema, MessageSchema } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { AUTH_RATE_WINDOW_MS, tooManyRequests } from '../../../http/rate-limit.ts';
import { changePassword } from './password-change.service.ts';

export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // A stolen session guessing the current password: a few tries per account in 15 minutes.
  const attempts = app.createRateLimit({
    max: app.config.AUTH_RATE_LIMIT_MAX,
    timeWindow: AUTH_RATE_WINDOW_MS,
    keyGenerator: (request) => `change-password:user:${currentUser(request).id}`,
  });

  app.route({
    ...endpoint(accountsEndpoints.changePassword),
    schema: {
      tags: ['accounts'],
      body: ChangePasswordBodySchema,
      response: { 200: MessageSchema },
    },
    preHandler: async (request) => {
      const result = await attempts(request);
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyRequests(Math.max(1, result.ttlInSeconds));
      }
    },
    handler: async (request) => {
      const user = currentUser(request);
      await changePassword({
        db: app.db,
        mailer: app.mailer,
        realtime: app.realtime,
        userId: user.id,
        sessionId: user.sessionId,
        currentPassword: request.body.current_password,
        password: request.body.password,
        hashCost: app.config.PASSWORD_HASH_COST,
        translate: (key, vars) => request.t(key, vars),
      });
      return { message: request.t('accounts.password-changed') };
    },
  });
};
