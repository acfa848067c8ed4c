import { pagesEndpoints, SelectCategoryBodySchema, SelectionResponseSchema } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { getSelection, selectCategory } from './selection.service.ts';

/** The signed-in user's stored country, region and category. */
export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(pagesEndpoints.selectCategory),
    schema: {
      tags: ['catalog'],
      body: SelectCategoryBodySchema,
      response: { 200: SelectionResponseSchema },
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
