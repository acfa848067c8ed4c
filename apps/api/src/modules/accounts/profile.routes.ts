import {
  accountsEndpoints,
  ProfileResponseSchema,
  UpdateCompanyProfileBodySchema,
  UpdateUserProfileBodySchema,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { imageUrl } from '../../media/media.ts';
import { toAccount } from './account-view.ts';
import type { UserRow } from './accounts.repository.ts';
import { getProfile, updateProfile } from './profile.service.ts';

const profilePayload = (request: FastifyRequest, user: UserRow) => ({
  user: toAccount(user, (key) => imageUrl(request, key)),
});

const guarded = { tags: ['accounts'], security: [{ bearer: [] }] };
const forms = ['multipart/form-data', 'application/json'];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(accountsEndpoints.profile),
    schema: { ...guarded, response: { 200: ProfileResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const user = await getProfile({ db: app.db, userId: currentUser(request).id });
      return ok(profilePayload(request, user));
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
      const user = await updateProfile({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        changes: request.body,
        asCompany: false,
      });
      return ok(profilePayload(request, user), request.t('accounts.profile-updated'));
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
      const user = await updateProfile({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        changes: request.body,
        asCompany: true,
      });
      return ok(profilePayload(request, user), request.t('accounts.profile-updated'));
    },
  });
};
