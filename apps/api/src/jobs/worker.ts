import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { onWake } from './enqueue.ts';
import type { JobEvent, JobEventListener } from './events.ts';
import {
  buryAbandonedJobs,
  type ClaimedJob,
  claimDueJobs,
  completeJob,
  failJob,
  releaseJobs,
} from './queue.repository.ts';
import { nextRunOf } from './schedule.ts';
import type { JobDefinition, JobPayloads, JobType } from './types.ts';

export interface WorkerSettings {
  /** How often the queue is read when nobody woke the worker. */
  pollMs: number;
  /** Jobs run at once by this instance. */
  concurrency: number;
  /** A claimed job is this instance's for this long; past it, another instance takes it. */
  leaseMs: number;
  /** Attempts of a job whose definition names none. */
  maxAttempts: number;
  /** First retry after this delay, doubled at each failure up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a stopping worker waits for its running jobs before returning them. */
  shutdownMs: number;
}

/** Delay before attempt `attempt + 1`: exponential, a fifth of jitter, at most the ceiling. */
export const backoffMs = (attempt: number, { retryBaseMs, retryMaxMs }: WorkerSettings) => {
  const exponential = retryBaseMs * 2 ** Math.min(attempt - 1, 30);
  return Math.min(retryMaxMs, Math.round(exponential * (0.9 + Math.random() * 0.2)));
};

const messageOf = (error: unknown) =>
  (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000);

export type Worker = ReturnType<typeof createWorker>;

/**
 * Runs the jobs of `definitions` from the queue of `db`: claims due ones (SKIP LOCKED, with a
 * lease), runs up to `concurrency` at once, completes, retries with backoff or buries them.
 */
export const createWorker = ({
  app,
  db,
  definitions,
  settings,
}: {
  app: FastifyInstance;
  db: Database;
  definitions: readonly JobDefinition[];
  settings: WorkerSettings;
}) => {
  const byType = new Map<string, JobDefinition>(definitions.map((d) => [d.type, d]));
  const types = [...byType.keys()];
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const running = new Map<number, Promise<void>>();
  const listeners = new Set<JobEventListener>();
  let active = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let again = false;
  let stopWake = () => {};

  const emit = (event: JobEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        app.log.warn({ err: error }, 'jobs: an event listener failed');
      }
    }
  };

  const execute = async (job: ClaimedJob) => {
    const definition = byType.get(job.type)!;
    const maxAttempts = job.max_attempts ?? definition.maxAttempts ?? settings.maxAttempts;
    const log = app.log.child({
      jobId: job.id,
      jobType: job.type,
      ...(job.request_id ? { reqId: job.request_id } : {}),
    });
    const base = { id: job.id, type: job.type, attempt: job.attempts };
    const started = performance.now();
    emit({ kind: 'run', ...base });
    try {
      await (definition.run as (p: JobPayloads[JobType], c: unknown) => Promise<void>)(
        job.payload as JobPayloads[JobType],
        {
          app,
          db,
          log,
          job: { id: job.id, type: job.type as JobType, attempt: job.attempts, maxAttempts },
        },
      );
      const nextRunAt = job.recurring ? nextRunOf(job.recurring) : null;
      await completeJob(db, { id: job.id, worker: id, nextRunAt });
      emit({ kind: 'done', ...base, durationMs: performance.now() - started });
    } catch (error) {
      const message = messageOf(error);
      const retryAt = job.recurring
        ? nextRunOf(job.recurring)
        : job.attempts >= maxAttempts
          ? null
          : new Date(Date.now() + backoffMs(job.attempts, settings));
      log[retryAt ? 'warn' : 'error'](
        { err: error, attempt: job.attempts, maxAttempts, retryAt },
        retryAt ? 'job failed: it will run again' : 'job failed for good: dead',
      );
      await failJob(db, { id: job.id, worker: id, error: message, retryAt }).catch((err) =>
        log.error({ err }, 'jobs: the failure could not be recorded'),
      );
      emit({
        kind: retryAt ? 'retry' : 'dead',
        ...base,
        durationMs: performance.now() - started,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };

  /** Claims what fits; true when the queue may hold more due jobs. */
  const pollOnce = async (): Promise<boolean> => {
    const free = settings.concurrency - running.size;
    if (free <= 0) return false;
    await buryAbandonedJobs(db, settings.maxAttempts);
    const jobs = await claimDueJobs(db, {
      types,
      worker: id,
      limit: free,
      leaseMs: settings.leaseMs,
      maxAttempts: settings.maxAttempts,
    });
    for (const job of jobs) {
      const run = execute(job).finally(() => {
        running.delete(job.id);
        wake();
      });
      running.set(job.id, run);
    }
    return jobs.length === free;
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = active ? setTimeout(wake, settings.pollMs) : null;
    timer?.unref();
  };

  /** Reads the queue now (at most one read at a time; a wake during one reads again after it). */
  function wake(): Promise<void> {
    if (!active) return Promise.resolve();
    if (loop) {
      again = true;
      return loop;
    }
    loop = (async () => {
      do {
        again = false;
        try {
          if (await pollOnce()) again = true;
        } catch (error) {
          if (active) app.log.warn({ err: error }, 'jobs: reading the queue failed');
        }
      } while (again && active);
    })().finally(() => {
      loop = null;
      schedule();
    });
    return loop;
  }

  return {
    id,
    start() {
      if (active) return;
      active = true;
      stopWake = onWake(() => void wake());
      void wake();
    },
    /**
     * Stops claiming; waits up to `shutdownMs` for the running jobs, then gives back the ones
     * still running so another instance (or the next start) runs them.
     */
    async stop() {
      if (!active) return;
      active = false;
      stopWake();
      if (timer) clearTimeout(timer);
      await loop;
      const pending = [...running.values()];
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(pending),
        new Promise((done) => {
          timeout = setTimeout(done, settings.shutdownMs);
        }),
      ]);
      clearTimeout(timeout);
      await releaseJobs(db, { ids: [...running.keys()], worker: id });
    },
    isRunning: () => active,
    onEvent(listener: JobEventListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Runs every due job and waits until none is left (tests, `POST /dev/jobs/…/run`). */
    async drain() {
      for (;;) {
        await wake();
        if (running.size === 0) {
          await wake();
          if (running.size === 0) return;
        }
        await Promise.all(running.values());
      }
    },
  };
};
