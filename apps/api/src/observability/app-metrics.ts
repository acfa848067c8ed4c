import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { watchQueue } from './queue-metrics.ts';

/** Seconds; from a cached read (a few ms) to an upload or a slow search (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Request durations by method, route pattern (`/api/v1/advertisements/details/:id`, never the
 * raw URL, so ids do not make a series each) and status code.
 */
const recordRequestDurations = (app: FastifyInstance, registry: Registry): void => {
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        // Unknown addresses share one series whatever was asked.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
};

/** Sockets connected to this instance, read at each scrape (`app.io` is decorated later). */
const countSockets = (app: FastifyInstance, registry: Registry): void => {
  new Gauge({
    name: 'socketio_connected_sockets',
    help: 'Socket.IO connections open on this instance',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('io') ? app.io.of('/').sockets.size : 0);
    },
  });
};

/**
 * The database connections: node-postgres's pool (in use = total − idle; waiting = queries queued
 * for a connection, the sign of a pool too small). PGlite is one connection in the process.
 */
const watchDatabasePool = (database: DatabaseHandle, registry: Registry): void => {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  const labels = { driver: database.driver };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections open (all, idle) and their ceiling',
    labelNames: ['driver', 'state'] as const,
    registers: [registry],
    collect() {
      this.set({ ...labels, state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ ...labels, state: 'max' }, pool ? pool.options.max : 1);
      if (pool) this.set({ ...labels, state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries',
    help: 'Queries waiting for a free database connection',
    labelNames: ['driver'] as const,
    registers: [registry],
    collect() {
      this.set(labels, pool ? pool.waitingCount : 0);
    },
  });
};

/**
 * This app's own metrics, in a registry of its own: tests build many apps in one process, and
 * each must count only its requests, sockets, pool and jobs.
 */
export const createAppMetrics = (app: FastifyInstance, database: DatabaseHandle): Registry => {
  const registry = new Registry();
  recordRequestDurations(app, registry);
  countSockets(app, registry);
  watchDatabasePool(database, registry);
  watchQueue(app, registry);
  return registry;
};
