import {
  CategoriesResponseSchema,
  CountriesResponseSchema,
  catalogEndpoints,
  ListCategoriesQuerySchema,
  RegionsParamsSchema,
  RegionsResponseSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { createCatalogService } from './catalog.service.ts';

// Reference data changes only with a release: let browsers and proxies keep it a while.
const REFERENCE_CACHE = 'public, max-age=300';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app);
  app.route({
    ...endpoint(catalogEndpoints.countries),
    schema: { tags: ['catalog'], response: { 200: CountriesResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE).header('vary', 'Accept-Language');
      return ok(await catalog.countries(request.locale));
    },
  });

  app.route({
    ...endpoint(catalogEndpoints.regions),
    schema: {
      tags: ['catalog'],
      params: RegionsParamsSchema,
      response: { 200: RegionsResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE).header('vary', 'Accept-Language');
      const { countryId } = request.params;
      return ok(await catalog.regions(request.locale, countryId));
    },
  });

  app.route({
    ...endpoint(catalogEndpoints.categories),
    schema: {
      tags: ['catalog'],
      querystring: ListCategoriesQuerySchema,
      response: { 200: CategoriesResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE).header('vary', 'Accept-Language');
      const { parent_id: parentId } = request.query;
      return ok(await catalog.categories(request.locale, parentId));
    },
  });
};
