import { pagesEndpoints, SelectCategoryBodySchema, SelectionResponseSchema } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { actorOf } from '../../../http/request-view.ts';
import { createSelectionService } from './selection.service.ts';

/** The signed-in user's stored country, region and category. */
export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const selections = createSelectionService(app);
  app.route({
    ...endpoint(pagesEndpoints.selectCategory),
    schema: {
      tags: ['catalog'],
      body: SelectCategoryBodySchema,
      response: { 200: SelectionResponseSchema },
    },
    handler: async (request) => {
      const selection = await selections.select(actorOf(request), request.body);
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
      const selection = await selections.get(actorOf(request));
      return ok({ selection });
    },
  });
};
