import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { JobEvent } from '../jobs/events.ts';
import { type QueueStats, queueStats } from '../jobs/stats.ts';

/** Seconds; from a notification's fan-out to a slow SMTP server's timeout. */
const JOB_DURATION_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

/**
 * One read of the queue per scrape, shared by its gauges: prom-client asks every metric at once,
 * so the first asks the database and the others wait for the same answer.
 */
const sharedPerScrape = (read: () => Promise<QueueStats>) => {
  let pending: Promise<QueueStats> | null = null;
  return () => {
    pending ??= read().finally(() => {
      pending = null;
    });
    return pending;
  };
};

/** The queue's rows, read at each scrape: the same for every instance (it is the database's). */
const watchQueueDepth = (app: FastifyInstance, registry: Registry): void => {
  const stats = sharedPerScrape(() => queueStats(app.db));
  // A database that does not answer leaves the gauges empty; /metrics itself still answers.
  const read = () =>
    stats().catch((error: unknown) => {
      app.log.warn({ err: error }, 'metrics: the queue could not be read');
      return null;
    });
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs by type and state (failed: waiting for a retry; dead: out of attempts)',
    labelNames: ['type', 'state'] as const,
    registers: [registry],
    async collect() {
      const now = await read();
      // Types that emptied must not keep their last count.
      this.reset();
      for (const { type, state, count } of now?.byType ?? []) this.set({ type, state }, count);
    },
  });
  new Gauge({
    name: 'jobs_oldest_waiting_age_seconds',
    help: 'How long the oldest job due to run has waited for a worker (0 when none waits)',
    registers: [registry],
    async collect() {
      const now = await read();
      this.reset();
      if (now) this.set(now.oldestWaitingSeconds ?? 0);
    },
  });
};

/** What this instance's worker did, from its events. */
const countJobRuns = (app: FastifyInstance, registry: Registry): void => {
  const registers = [registry];
  const byType = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['type'] as const, registers });
  const runs = byType('jobs_runs_total', 'Job runs started by this instance');
  const failures = byType(
    'jobs_failures_total',
    'Job runs that failed (each retry and each death)',
  );
  const retries = byType('jobs_retries_total', 'Failed job runs that will run again');
  const dead = byType('jobs_dead_total', 'Jobs that failed for good and wait for an operator');
  const durations = new Histogram({
    name: 'jobs_run_duration_seconds',
    help: 'How long job runs took, by type and outcome (done, retry, dead)',
    labelNames: ['type', 'outcome'] as const,
    buckets: JOB_DURATION_BUCKETS,
    registers,
  });
  const count = ({ kind, type, durationMs }: JobEvent) => {
    if (kind === 'run') return runs.inc({ type });
    if (kind !== 'done') failures.inc({ type });
    if (kind === 'retry') retries.inc({ type });
    if (kind === 'dead') dead.inc({ type });
    if (durationMs !== undefined) durations.observe({ type, outcome: kind }, durationMs / 1000);
  };
  // `app.jobs` is decorated after this is registered; its worker starts when the app is ready.
  app.addHook('onReady', async () => void app.jobs.onEvent(count));
};

export const watchQueue = (app: FastifyInstance, registry: Registry): void => {
  watchQueueDepth(app, registry);
  countJobRuns(app, registry);
};
