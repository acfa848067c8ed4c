import {
  AuthResponseSchema,
  accountsEndpoints,
  LoginBodySchema,
  MessageSchema,
  RegisterCompanyBodySchema,
  RegisterUserBodySchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { limitPerIp, signInLimits } from '../../http/rate-limit.ts';
import { viewOf } from '../../http/request-view.ts';
import { createAccountsService } from './accounts.service.ts';

const REGISTRATION_WINDOW_MS = 60 * 60_000;

const isWrongPassword = (error: unknown) =>
  error instanceof AppError && error.code === 'accounts.invalid-credentials';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app);
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
      const session = await accounts.register(viewOf(request), 'user', request.body);
      reply.status(201);
      return ok(session, request.t('accounts.registered'));
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
      const session = await accounts.register(viewOf(request), 'company', request.body);
      reply.status(201);
      return ok(session, request.t('accounts.registered'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.login),
    schema: { tags: ['accounts'], body: LoginBodySchema, response: { 200: AuthResponseSchema } },
    preHandler: signIn.check,
    handler: async (request) => {
      const session = await accounts
        .logIn(viewOf(request), request.body)
        .catch(async (error: unknown) => {
          if (isWrongPassword(error)) await signIn.recordFailure(request);
          throw error;
        });
      return ok(session, request.t('accounts.logged-in'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.logout),
    schema: { tags: ['accounts'], response: { 200: MessageSchema } },
    handler: async (request) => {
      await accounts.logOut(currentUser(request).sessionId);
      return { message: request.t('accounts.logged-out') };
    },
  });
};
