import { SESSION_IDLE_DAYS } from '../modules/accounts/sessions.ts';
import { deleteDeadSessionsAndCodes } from './maintenance.repository.ts';
import { deleteFinishedJobs } from './queue.repository.ts';
import { defineJob } from './types.ts';

/** Finished jobs are kept (and their idempotency keys remembered) this many days. */
export const FINISHED_JOBS_KEPT_DAYS = 7;

/** Hourly: sessions and reset codes that can no longer be used leave their tables. */
export const pruneSessionsJob = defineJob({
  type: 'sessions.prune',
  recurring: '17 * * * *',
  run: (_payload, { db }) => deleteDeadSessionsAndCodes(db, SESSION_IDLE_DAYS),
});

/** Daily: done jobs older than a week. */
export const pruneJobsJob = defineJob({
  type: 'jobs.prune',
  recurring: '41 3 * * *',
  run: async (_payload, { db }) => {
    await deleteFinishedJobs(db, FINISHED_JOBS_KEPT_DAYS);
  },
});
