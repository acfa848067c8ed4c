import {
  ContactBodySchema,
  ContactResponseSchema,
  PolicyParamsSchema,
  PolicyResponseSchema,
  pagesEndpoints,
  SelectCategoryBodySchema,
  SelectionResponseSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { sendContactMessage } from '../contact/contact.service.ts';
import { getSelection, selectCategory } from '../selection/selection.service.ts';
import { getPolicy } from './pages.service.ts';

/** Static pages, the contact form and the user's stored selection. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(pagesEndpoints.viewPolicy),
    schema: {
      tags: ['catalog'],
      params: PolicyParamsSchema,
      response: { 200: PolicyResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
      return ok(await getPolicy({ db: app.db, locale: request.locale, slug: request.params.slug }));
    },
  });

  app.route({
    ...endpoint(pagesEndpoints.contact),
    schema: {
      tags: ['catalog'],
      body: ContactBodySchema,
      response: { 200: ContactResponseSchema },
    },
    // A form anyone may send: a few per IP, so it cannot flood the operators' inbox.
    config: {
      rateLimit: { max: app.config.CONTACT_RATE_LIMIT_MAX, timeWindow: '10 minutes' },
    },
    handler: async (request) => {
      const stored = await sendContactMessage({
        db: app.db,
        body: request.body,
        userId: request.user?.id ?? null,
        locale: request.locale,
        ip: request.ip,
      });
      return ok(stored, request.t('catalog.contact-sent'));
    },
  });

  app.route({
    ...endpoint(pagesEndpoints.selectCategory),
    schema: {
      tags: ['catalog'],
      body: SelectCategoryBodySchema,
      response: { 200: SelectionResponseSchema },
      security: [{ bearer: [] }],
    },
    handler: async (request) => {
      const { country_id, region_id, category_id } = request.body;
      const selection = await selectCategory({
        db: app.db,
        locale: request.locale,
        userId: currentUser(request).id,
        countryId: country_id,
        regionId: region_id,
        categoryId: category_id,
      });
      return ok({ selection });
    },
  });

  app.route({
    ...endpoint(pagesEndpoints.getSelection),
    schema: {
      tags: ['catalog'],
      response: { 200: SelectionResponseSchema },
      security: [{ bearer: [] }],
    },
    handler: async (request) => {
      const selection = await getSelection({
        db: app.db,
        locale: request.locale,
        userId: currentUser(request).id,
      });
      return ok({ selection });
    },
  });
};
