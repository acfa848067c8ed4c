import type { Database } from '../db/client.ts';
import { insertJob, isTransaction } from './queue.repository.ts';
import type { JobPayloads, JobType } from './types.ts';

export interface EnqueueOptions {
  /** Idempotency key: a second job of this type with this key is not added (answers null). */
  key?: string;
  /** Not before this time (a scheduled job). */
  runAt?: Date;
  /** Attempts before `dead`; the definition's, or JOBS_MAX_ATTEMPTS, when absent. */
  maxAttempts?: number;
  /** The request that caused it: the job's log lines carry it. */
  requestId?: string;
}

/** Workers of this process, woken when work arrives instead of at their next poll. */
const wakers = new Set<() => void>();

export const onWake = (wake: () => void): (() => void) => {
  wakers.add(wake);
  return () => wakers.delete(wake);
};

/** Work was committed: this process's workers look now (others at their next poll). */
export const wakeWorkers = () => {
  for (const wake of wakers) wake();
};

/**
 * Adds a job in the caller's transaction (`db` is a transaction): it exists exactly when the
 * change that caused it committed. Outside a transaction it is committed at once and the workers
 * are woken; after a transaction, call `wakeWorkers()` once it committed (or let them poll).
 * Answers the job's id, or null when `key` was already used.
 */
export const enqueue = async <T extends JobType>(
  db: Database,
  type: T,
  payload: JobPayloads[T],
  options: EnqueueOptions = {},
): Promise<number | null> => {
  const id = await insertJob(db, {
    type,
    payload,
    key: options.key ?? null,
    runAt: options.runAt ?? null,
    maxAttempts: options.maxAttempts ?? null,
    requestId: options.requestId ?? null,
  });
  if (id !== null && !isTransaction(db)) wakeWorkers();
  return id;
};
