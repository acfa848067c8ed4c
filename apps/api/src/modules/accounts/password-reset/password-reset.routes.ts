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
import { createPasswordResetService } from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const resets = createPasswordResetService(app);
  app.route({
    ...endpoint(accountsEndpoints.sendCode),
    schema: { tags: ['accounts'], body: SendCodeBodySchema, response: { 200: MessageSchema } },
    preHandler: limitPerIpAndEmail(app, {
      action: 'send-code',
      perEmail: app.config.AUTH_RATE_LIMIT_MAX,
    }),
    handler: async (request) => {
      await resets.sendCode(request.locale, request.body, request.id);
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
      const resetToken = await resets.verifyCode(request.body);
      return ok({ reset_token: resetToken }, request.t('accounts.code-verified'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.resetPassword),
    schema: { tags: ['accounts'], body: ResetPasswordBodySchema, response: { 200: MessageSchema } },
    handler: async (request) => {
      await resets.reset(request.body);
      return { message: request.t('accounts.password-reset') };
    },
  });
};
