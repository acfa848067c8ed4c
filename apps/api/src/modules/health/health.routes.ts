import {
  type Health,
  HealthDownResponseSchema,
  HealthResponseSchema,
  healthEndpoints,
  LivenessResponseSchema,
  NotReadyResponseSchema,
  ReadinessResponseSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { checkReadiness } from './health.service.ts';

/** Probes are asked every few seconds by the same balancer: never spend the API's rate limit. */
const probeConfig = { rateLimit: false } as const;

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

  app.route({
    ...endpoint(healthEndpoints.live),
    config: probeConfig,
    schema: { tags: ['health'], response: { 200: LivenessResponseSchema } },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) } };
    },
  });

  app.route({
    ...endpoint(healthEndpoints.ready),
    config: probeConfig,
    schema: {
      tags: ['health'],
      response: { 200: ReadinessResponseSchema, 503: NotReadyResponseSchema },
    },
    handler: async (request, reply) => {
      const { readiness, failure } = await checkReadiness({
        database: app.database,
        redis: app.redis,
        queueRunning: () => app.jobs.isRunning(),
      });
      reply.header('cache-control', 'no-store');
      if (!failure) return { data: readiness };
      return reply
        .status(503)
        .send({ message: request.t(failure), code: failure, data: readiness });
    },
  });
};
