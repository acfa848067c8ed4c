import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { createAppMetrics } from './app-metrics.ts';
import { registerMetricsRoute } from './metrics.routes.ts';
import { echoRequestId } from './request-id.ts';

/**
 * What an operator watches: `GET /metrics`, and the request id echoed on every answer (it is on
 * every log line of the request as `reqId`; see `requestIdOf`, given to Fastify in `buildApp`).
 */
export const registerObservability = (app: FastifyInstance, database: DatabaseHandle): void => {
  echoRequestId(app);
  registerMetricsRoute(app, createAppMetrics(app, database));
};
