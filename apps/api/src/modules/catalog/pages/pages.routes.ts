import { PolicyParamsSchema, PolicyResponseSchema, pagesEndpoints } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { createPagesService } from './pages.service.ts';

/** Static pages (terms, privacy, about) in the caller's language. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createPagesService(app);
  app.route({
    ...endpoint(pagesEndpoints.viewPolicy),
    schema: {
      tags: ['catalog'],
      params: PolicyParamsSchema,
      response: { 200: PolicyResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Accept-Language');
      return ok(await pages.policy(request.locale, request.params.slug));
    },
  });
};
