import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { claimJobById, completeJob, failJob } from './queue.repository.ts';

const INLINE_WORKER = `inline:${process.pid}:${randomBytes(3).toString('hex')}`;
const INLINE_LEASE_MS = 60_000;

/**
 * The process that just committed a job runs it at once with what it has at hand (no wait for
 * a poll): claimed like any job, so it runs once; on failure it stays in the queue for the
 * workers to retry (and the error is thrown). False when another worker took it first.
 */
export const runEnqueuedNow = async (
  db: Database,
  jobId: number,
  run: () => Promise<void>,
): Promise<boolean> => {
  const job = await claimJobById(db, {
    id: jobId,
    worker: INLINE_WORKER,
    leaseMs: INLINE_LEASE_MS,
  });
  if (!job) return false;
  try {
    await run();
  } catch (error) {
    await failJob(db, {
      id: jobId,
      worker: INLINE_WORKER,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      retryAt: new Date(),
    });
    throw error;
  }
  await completeJob(db, { id: jobId, worker: INLINE_WORKER, nextRunAt: null });
  return true;
};
