import {
  AuthResponseSchema,
  accountsEndpoints,
  LoginBodySchema,
  MessageSchema,
  RegisterCompanyBodySchema,
  RegisterUserBodySchema,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { limitPerIpAndEmail } from '../../http/rate-limit.ts';
import { imageUrl } from '../../media/media.ts';
import { toAccount } from './account-view.ts';
import type { UserRow } from './accounts.repository.ts';
import { logIn, logOut, registerAccount } from './accounts.service.ts';

/** `{token, company, user}`: the same account twice, as the web client reads both. */
export const authPayload = (request: FastifyRequest, user: UserRow, token: string) => {
  const account = toAccount(user, (key) => imageUrl(request, key));
  return { token, company: account, user: account };
};

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(accountsEndpoints.registerUser),
    schema: {
      tags: ['accounts'],
      body: RegisterUserBodySchema,
      response: { 201: AuthResponseSchema },
    },
    handler: async (request, reply) => {
      const { user, token } = await registerAccount({
        db: app.db,
        media: app.media,
        type: 'user',
        input: request.body,
      });
      reply.status(201);
      return ok(authPayload(request, user, token), request.t('accounts.registered'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.registerCompany),
    schema: {
      tags: ['accounts'],
      consumes: ['multipart/form-data', 'application/json'],
      body: RegisterCompanyBodySchema,
      response: { 201: AuthResponseSchema },
    },
    handler: async (request, reply) => {
      const { user, token } = await registerAccount({
        db: app.db,
        media: app.media,
        type: 'company',
        input: request.body,
      });
      reply.status(201);
      return ok(authPayload(request, user, token), request.t('accounts.registered'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.login),
    schema: { tags: ['accounts'], body: LoginBodySchema, response: { 200: AuthResponseSchema } },
    preHandler: limitPerIpAndEmail(app, {
      action: 'login',
      perEmail: app.config.AUTH_RATE_LIMIT_MAX,
    }),
    handler: async (request) => {
      const { user, token } = await logIn({ db: app.db, ...request.body });
      return ok(authPayload(request, user, token), request.t('accounts.logged-in'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.logout),
    schema: { tags: ['accounts'], security: [{ bearer: [] }], response: { 200: MessageSchema } },
    handler: async (request) => {
      await logOut({ db: app.db, sessionId: currentUser(request).sessionId });
      app.realtime.disconnectSessions([currentUser(request).sessionId]);
      return { message: request.t('accounts.logged-out') };
    },
  });
};
