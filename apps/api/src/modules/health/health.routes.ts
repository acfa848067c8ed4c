import {
  type Health,
  HealthDownResponseSchema,
  HealthResponseSchema,
  healthEndpoints,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(healthEndpoints.health),
    schema: {
      tags: ['health'],
      response: { 200: HealthResponseSchema, 503: HealthDownResponseSchema },
    },
    handler: async (request, reply) => {
      const up = await app.database.ping().then(
        () => true,
        () => false,
      );
      const health: Health = {
        status: up ? 'ok' : 'degraded',
        database: { status: up ? 'up' : 'down', driver: app.database.driver },
        uptime_seconds: Math.round(process.uptime()),
      };
      reply.header('cache-control', 'no-store');
      if (up) return { data: health };
      // The error envelope, with the health report beside it for monitors.
      return reply.status(503).send({
        message: request.t('health.database-down'),
        code: 'health.database-down',
        data: health,
      });
    },
  });
};
