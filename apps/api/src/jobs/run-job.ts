import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobEvent, JobEventListener } from './events.ts';
import { type ClaimedJob, completeJob, failJob } from './queue.repository.ts';
import { nextRunOf } from './schedule.ts';
import type { JobDefinition, JobPayloads, JobType } from './types.ts';
import type { WorkerSettings } from './worker.ts';

/** Delay before attempt `attempt + 1`: exponential, a fifth of jitter, at most the ceiling. */
export const backoffMs = (attempt: number, { retryBaseMs, retryMaxMs }: WorkerSettings) => {
  const exponential = retryBaseMs * 2 ** Math.min(attempt - 1, 30);
  return Math.min(retryMaxMs, Math.round(exponential * (0.9 + Math.random() * 0.2)));
};

const messageOf = (error: unknown) =>
  (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, 4000);

/** Tells every listener of `listeners` about a job's run; a failing listener is only logged. */
export const emitterOf =
  (app: FastifyInstance, listeners: ReadonlySet<JobEventListener>) => (event: JobEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        app.log.warn({ err: error }, 'jobs: an event listener failed');
      }
    }
  };

/** Waits for `pending` to settle, or `ms`, whichever comes first. */
export const waitAtMost = async (pending: Promise<unknown>[], ms: number) => {
  let timeout: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(pending),
    new Promise((done) => {
      timeout = setTimeout(done, ms);
    }),
  ]);
  clearTimeout(timeout);
};

/** How a run ended: done, to be run again, or dead. */
export type RunOutcome = 'done' | 'retry' | 'dead';

/**
 * Runs one claimed job with its own logger (bound to the request that caused it), then completes
 * it, schedules its next run (recurring), retries it with backoff or buries it with its error.
 */
export const runClaimedJob = async ({
  app,
  db,
  job,
  definition,
  settings,
  workerId,
  emit,
}: {
  app: FastifyInstance;
  db: Database;
  job: ClaimedJob;
  definition: JobDefinition;
  settings: WorkerSettings;
  workerId: string;
  emit: (event: JobEvent) => void;
}): Promise<RunOutcome> => {
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
        ...(job.request_id ? { requestId: job.request_id } : {}),
        job: { id: job.id, type: job.type as JobType, attempt: job.attempts, maxAttempts },
      },
    );
    const nextRunAt = job.recurring ? nextRunOf(job.recurring) : null;
    await completeJob(db, { id: job.id, worker: workerId, nextRunAt });
    emit({ kind: 'done', ...base, durationMs: performance.now() - started });
    return 'done';
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
    await failJob(db, { id: job.id, worker: workerId, error: message, retryAt }).catch((err) =>
      log.error({ err }, 'jobs: the failure could not be recorded'),
    );
    emit({
      kind: retryAt ? 'retry' : 'dead',
      ...base,
      durationMs: performance.now() - started,
      error: error instanceof Error ? error.message : String(error),
    });
    return retryAt ? 'retry' : 'dead';
  }
};
