import type { FastifyInstance } from 'fastify';
import { enqueue } from './enqueue.ts';
import type { JobEventListener } from './events.ts';
import { jobDefinitions, localTicksOf, type ScheduledJobType } from './registry.ts';
import type { RunOutcome } from './run-job.ts';
import { armRecurringJobs, startTicks } from './schedule.ts';
import { createWorker } from './worker.ts';

export interface JobsRuntime {
  /** Told of each job run, success, retry and death in this process (metrics). */
  onEvent(listener: JobEventListener): () => void;
  /** The worker reads the queue (after ready, until close). */
  isRunning(): boolean;
  /** Runs every due job now and resolves when none is left (tests). */
  drain(): Promise<void>;
  /**
   * Runs a scheduled job once more, now, in this instance, and answers how it ended (the dev
   * route; null if another worker took it first). Its recurring row keeps its time.
   */
  runNow(
    type: ScheduledJobType,
    options?: { requestId?: string },
  ): Promise<{ jobId: number; outcome: RunOutcome } | null>;
  /** Creates the recurring jobs' rows (done when the server listens). */
  armRecurring(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobsRuntime;
  }
}

/** How far ahead a one-off run is put while this instance takes it (the workers ignore it). */
const ONE_OFF_HOLD_MS = 60 * 60_000;

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
    runNow: async (type, { requestId } = {}) => {
      // A one-off run of the type, far in the future so no worker takes it before this one;
      // one attempt: a failure is answered, and kept (dead, with its error), not retried.
      const jobId = await enqueue(app.db, type, {} as never, {
        runAt: new Date(Date.now() + ONE_OFF_HOLD_MS),
        maxAttempts: 1,
        requestId,
      });
      const outcome = await worker.runNow(jobId!);
      return outcome && { jobId: jobId!, outcome };
    },
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
