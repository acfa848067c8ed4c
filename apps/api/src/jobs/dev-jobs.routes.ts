import { DevRunJobParamsSchema, DevRunJobResponseSchema, devEndpoints } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http/endpoint.ts';
import { ok } from '../http/envelope.ts';
import { createDevJobsService } from './dev-jobs.service.ts';

/**
 * `POST /dev/jobs/{name}/run`: a scheduled job (`story-expiry`, `auction-close`, …) runs at
 * once; the answer comes when it finished. Registered only with DEV_OUTBOX, which production
 * refuses: elsewhere the address does not exist (404).
 */
export const devJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const devJobs = createDevJobsService(app);
  app.route({
    ...endpoint(devEndpoints.runJob),
    schema: {
      tags: ['dev'],
      params: DevRunJobParamsSchema,
      response: { 200: DevRunJobResponseSchema },
    },
    handler: async (request) => ok(await devJobs.run(request.params.name, request.id)),
  });
};
