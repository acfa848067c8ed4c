import {
  accountsEndpoints,
  ProfileResponseSchema,
  UpdateCompanyProfileBodySchema,
  UpdateUserProfileBodySchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { imageUrlsFor } from './accounts.presenter.ts';
import { getProfile, updateProfile } from './profile.service.ts';

const guarded = { tags: ['accounts'] };
const forms = ['multipart/form-data', 'application/json'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(accountsEndpoints.profile),
    schema: { ...guarded, response: { 200: ProfileResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const profile = await getProfile({
        db: app.db,
        userId: currentUser(request).id,
        imageUrlOf: imageUrlsFor(request),
      });
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
      const profile = await updateProfile({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        changes: request.body,
        asCompany: false,
        imageUrlOf: imageUrlsFor(request),
      });
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
      const profile = await updateProfile({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        changes: request.body,
        asCompany: true,
        imageUrlOf: imageUrlsFor(request),
      });
      return ok(profile, request.t('accounts.profile-updated'));
    },
  });
};
