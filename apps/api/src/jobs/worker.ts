import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { onWake } from './enqueue.ts';
import type { JobEventListener } from './events.ts';
import {
  buryAbandonedJobs,
  type ClaimedJob,
  claimDueJobs,
  claimJobById,
  releaseJobs,
} from './queue.repository.ts';
import { emitterOf, type RunOutcome, runClaimedJob, waitAtMost } from './run-job.ts';
import type { JobDefinition } from './types.ts';

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

export type Worker = ReturnType<typeof createWorker>;

export interface WorkerOptions {
  app: FastifyInstance;
  db: Database;
  definitions: readonly JobDefinition[];
  settings: WorkerSettings;
}

/**
 * Runs the jobs of `definitions` from the queue of `db`: claims due ones (SKIP LOCKED, with a
 * lease), runs up to `concurrency` at once, completes, retries with backoff or buries them.
 */
export const createWorker = ({ app, db, definitions, settings }: WorkerOptions) => {
  const byType = new Map<string, JobDefinition>(definitions.map((d) => [d.type, d]));
  const types = [...byType.keys()];
  const id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const running = new Map<number, Promise<RunOutcome>>();
  const listeners = new Set<JobEventListener>();
  let active = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let again = false;
  let stopWake = () => {};

  const emit = emitterOf(app, listeners);
  /** Runs a claimed job, counted among the running ones until it ends. */
  const track = (job: ClaimedJob, then?: () => void) => {
    const definition = byType.get(job.type)!;
    const run = runClaimedJob({ app, db, job, definition, settings, workerId: id, emit }).finally(
      () => {
        running.delete(job.id);
        then?.();
      },
    );
    running.set(job.id, run);
    return run;
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
    for (const job of jobs) track(job, wake);
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
    /** Stops claiming; waits `shutdownMs` for running jobs, then gives back the unfinished. */
    async stop() {
      if (!active) return;
      active = false;
      stopWake();
      if (timer) clearTimeout(timer);
      await loop;
      await waitAtMost([...running.values()], settings.shutdownMs);
      await releaseJobs(db, { ids: [...running.keys()], worker: id });
    },
    isRunning: () => active,
    onEvent(listener: JobEventListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Runs a waiting job now, whatever its time; null when it is not waiting (the dev route). */
    async runNow(jobId: number): Promise<RunOutcome | null> {
      const job = await claimJobById(db, { id: jobId, worker: id, leaseMs: settings.leaseMs });
      return job ? track(job) : null;
    },
    /** Runs every due job and waits until none is left (tests). */
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
