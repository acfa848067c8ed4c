import {
  accountsEndpoints,
  MessageSchema,
  ResetPasswordBodySchema,
  SendCodeBodySchema,
  VerifyCodeBodySchema,
  VerifyCodeResponseSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { limitPerIpAndEmail } from '../../../http/rate-limit.ts';
import { resetPassword, sendResetCode, verifyResetCode } from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(accountsEndpoints.sendCode),
    schema: { tags: ['accounts'], body: SendCodeBodySchema, response: { 200: MessageSchema } },
    preHandler: limitPerIpAndEmail(app, {
      action: 'send-code',
      perEmail: app.config.AUTH_RATE_LIMIT_MAX,
    }),
    handler: async (request) => {
      await sendResetCode({
        db: app.db,
        mailer: app.mailer,
        email: request.body.email,
        translate: (key, vars) => request.t(key, vars),
      });
      return { message: request.t('accounts.code-sent') };
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.verifyCode),
    schema: {
      tags: ['accounts'],
      body: VerifyCodeBodySchema,
      response: { 200: VerifyCodeResponseSchema },
    },
    handler: async (request) => {
      const resetToken = await verifyResetCode({ db: app.db, ...request.body });
      return ok({ reset_token: resetToken }, request.t('accounts.code-verified'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.resetPassword),
    schema: { tags: ['accounts'], body: ResetPasswordBodySchema, response: { 200: MessageSchema } },
    handler: async (request) => {
      await resetPassword({
        db: app.db,
        realtime: app.realtime,
        resetToken: request.body.reset_token,
        password: request.body.password,
        hashCost: app.config.PASSWORD_HASH_COST,
      });
      return { message: request.t('accounts.password-reset') };
    },
  });
};
