import {
  HomePageQuerySchema,
  HomePageResponseSchema,
  homeEndpoints,
  IndexPageResponseSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { viewerOf } from '../../../http/request-view.ts';
import { createHomePages } from './home.service.ts';

/** The landing page's live content and the home page's blocks for a selection. */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createHomePages(app);
  // As fresh as the server's own memory of it; names follow the request's language.
  const cacheFor = `public, max-age=${Math.round(app.config.PAGE_CACHE_TTL_MS / 1000)}`;

  app.route({
    ...endpoint(homeEndpoints.indexPage),
    schema: { tags: ['catalog'], response: { 200: IndexPageResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', cacheFor).header('vary', 'Accept-Language');
      return ok(await pages.getIndexPage({ locale: request.locale }));
    },
  });

  app.route({
    ...endpoint(homeEndpoints.homePage),
    schema: {
      tags: ['catalog'],
      querystring: HomePageQuerySchema,
      response: { 200: HomePageResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', cacheFor).header('vary', 'Accept-Language');
      const audience = viewerOf(request, { anonymous: true });
      return ok(await pages.getHomePage({ query: request.query, audience }));
    },
  });
};
