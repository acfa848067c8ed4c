import {
  accountsEndpoints,
  ProfileResponseSchema,
  UpdateCompanyProfileBodySchema,
  UpdateUserProfileBodySchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf } from '../../http/request-view.ts';
import { createProfileService } from './profile.service.ts';

const guarded = { tags: ['accounts'] };
const forms = ['multipart/form-data', 'application/json'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileService(app);
  app.route({
    ...endpoint(accountsEndpoints.profile),
    schema: { ...guarded, response: { 200: ProfileResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const profile = await profiles.get(actorOf(request));
      return ok(profile);
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.updateUserProfile),
    schema: {
      ...guarded,
      consumes: forms,
      body: UpdateUserProfileBodySchema,
      response: { 200: ProfileResponseSchema },
    },
    handler: async (request) => {
      const profile = await profiles.update(actorOf(request), request.body);
      return ok(profile, request.t('accounts.profile-updated'));
    },
  });

  app.route({
    ...endpoint(accountsEndpoints.updateCompanyProfile),
    schema: {
      ...guarded,
      consumes: forms,
      body: UpdateCompanyProfileBodySchema,
      response: { 200: ProfileResponseSchema },
    },
    handler: async (request) => {
      const profile = await profiles.update(actorOf(request), request.body, { asCompany: true });
      return ok(profile, request.t('accounts.profile-updated'));
    },
  });
};
