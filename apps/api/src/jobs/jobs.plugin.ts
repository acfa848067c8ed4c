import type { FastifyInstance } from 'fastify';
import type { JobEventListener } from './events.ts';
import { jobDefinitions, localTicksOf } from './registry.ts';
import { armRecurringJobs, startTicks } from './schedule.ts';
import { createWorker } from './worker.ts';

export interface JobsRuntime {
  /** Told of each job run, success, retry and death in this process (metrics). */
  onEvent(listener: JobEventListener): () => void;
  /** The worker reads the queue (after ready, until close). */
  isRunning(): boolean;
  /** Runs every due job now and resolves when none is left (tests, the dev route). */
  drain(): Promise<void>;
  /** Creates the recurring jobs' rows (done when the server listens). */
  armRecurring(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsRuntime;
  }
}

/**
 * The background work of this instance: a worker on the app's own database (from ready), the
 * recurring jobs armed and the per-instance ticks started once the server listens (tests that
 * only inject get no sweeps, as before), all stopped before the database closes: running jobs
 * finish within JOBS_SHUTDOWN_MS or go back to the queue.
 */
export const registerJobs = (app: FastifyInstance) => {
  const { config } = app;
  const worker = createWorker({
    app,
    db: app.db,
    definitions: jobDefinitions,
    settings: {
      pollMs: config.JOBS_POLL_MS,
      concurrency: config.JOBS_CONCURRENCY,
      leaseMs: config.JOBS_LEASE_MS,
      maxAttempts: config.JOBS_MAX_ATTEMPTS,
      retryBaseMs: config.JOBS_RETRY_BASE_MS,
      retryMaxMs: config.JOBS_RETRY_MAX_MS,
      shutdownMs: config.JOBS_SHUTDOWN_MS,
    },
  });
  let stopTicks: () => Promise<void> = async () => {};
  const armRecurring = () => armRecurringJobs(app.db, jobDefinitions);
  app.decorate('jobs', {
    onEvent: worker.onEvent,
    isRunning: worker.isRunning,
    drain: worker.drain,
    armRecurring,
  } satisfies JobsRuntime);

  app.addHook('onReady', async () => worker.start());
  app.server.once('listening', () => {
    armRecurring().catch((error: unknown) =>
      app.log.error({ err: error }, 'jobs: recurring jobs not armed'),
    );
    stopTicks = startTicks(localTicksOf(app), (name, error) =>
      app.log.warn({ err: error, tick: name }, 'jobs: a local tick failed'),
    );
  });
  app.addHook('preClose', async () => {
    await stopTicks();
    await worker.stop();
  });
};
