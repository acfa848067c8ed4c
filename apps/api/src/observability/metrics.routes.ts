import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import { notFound, unauthenticated } from '../http/app-error.ts';
import { processMetrics } from './process-metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
const bearerMatches = (request: FastifyRequest, token: string): boolean => {
  const sent = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(token));
};

/**
 * Who may read `/metrics`: with `METRICS_TOKEN`, only its bearer (in any environment); without
 * it, anyone outside production, and in production no one — the route answers 404 as if absent.
 */
const checkAccess = (config: Config, request: FastifyRequest): void => {
  const token = config.METRICS_TOKEN;
  if (token === undefined) {
    if (config.NODE_ENV === 'production') throw notFound();
    return;
  }
  if (!bearerMatches(request, token)) throw unauthenticated();
};

/**
 * `GET /metrics` in Prometheus's text format: the process's metrics and this app's. Outside
 * `/api/v1` (where Prometheus looks by default), so outside the contract's map and the API's rate
 * limit; hidden from the API docs.
 */
export const registerMetricsRoute = (app: FastifyInstance, appRegistry: Registry): void => {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkAccess(app.config, request);
    const registry = Registry.merge([processMetrics(), appRegistry]);
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
};
