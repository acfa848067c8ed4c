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
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { limitPerIp, signInLimits } from '../../http/rate-limit.ts';
import { imageUrl } from '../../media/media.ts';
import { toAccount } from './account-view.ts';
import type { UserRow } from './accounts.repository.ts';
import { logIn, logOut, registerAccount } from './accounts.service.ts';

/** `{token, company, user}`: the same account twice, as the web client reads both. */
export const authPayload = (request: FastifyRequest, user: UserRow, token: string) => {
  const account = toAccount(user, (key) => imageUrl(request, key));
  return { token, company: account, user: account };
};

const REGISTRATION_WINDOW_MS = 60 * 60_000;

const isWrongPassword = (error: unknown) =>
  error instanceof AppError && error.code === 'accounts.invalid-credentials';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One budget per IP for both kinds of registration.
  const limitRegistrations = limitPerIp(app, {
    action: 'register',
    max: app.config.REGISTER_RATE_LIMIT_MAX,
    timeWindow: REGISTRATION_WINDOW_MS,
  });
  const signIn = signInLimits(app, {
    action: 'login',
    perClient: app.config.AUTH_RATE_LIMIT_MAX,
    accountCeiling: app.config.AUTH_ACCOUNT_CEILING,
  });

  app.route({
    ...endpoint(accountsEndpoints.registerUser),
    schema: {
      tags: ['accounts'],
      body: RegisterUserBodySchema,
      response: { 201: AuthResponseSchema },
    },
    preHandler: limitRegistrations,
    handler: async (request, reply) => {
      const { user, token } = await registerAccount({
        db: app.db,
        media: app.media,
        type: 'user',
        input: request.body,
        hashCost: app.config.PASSWORD_HASH_COST,
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
    preHandler: limitRegistrations,
    handler: async (request, reply) => {
      const { user, token } = await registerAccount({
        db: app.db,
        media: app.media,
        type: 'company',
        input: request.body,
        hashCost: app.config.PASSWORD_HASH_COST,
      });
      reply.status(201);
      return ok(authPayload(request, user, token), request.t('accounts.registered'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.login),
    schema: { tags: ['accounts'], body: LoginBodySchema, response: { 200: AuthResponseSchema } },
    preHandler: signIn.check,
    handler: async (request) => {
      const { user, token } = await logIn({
        db: app.db,
        ...request.body,
        hashCost: app.config.PASSWORD_HASH_COST,
      }).catch(async (error: unknown) => {
        if (isWrongPassword(error)) await signIn.recordFailure(request);
        throw error;
      });
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
