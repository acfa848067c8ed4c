import { ContactBodySchema, ContactResponseSchema, pagesEndpoints } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { viewerOf } from '../../../http/request-view.ts';
import { createContactService } from './contact.service.ts';

/** The contact form, for anyone (signed in or not). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const contact = createContactService(app);
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
      const stored = await contact.send(viewerOf(request), request.body, { ip: request.ip });
      return ok(stored, request.t('catalog.contact-sent'));
    },
  });
};
