import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const JOB_STATES = ['queued', 'running', 'failed', 'dead', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The durable queue of work that happens after a request (see `jobs/README` in the root README's
 * "Background work"). A row is written in the same transaction as the change that causes it.
 * `failed` waits for its retry at `run_at`; `dead` ran out of attempts and keeps `last_error`;
 * a `running` row whose lease (`locked_until`) passed belonged to a dead instance and is taken
 * again. A recurring row (`recurring` holds its cron pattern) is never done: it goes back to
 * `queued` at its next time.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    /** Idempotency key: a second enqueue of the same (type, key) is a no-op. */
    key: text('key'),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** Null: the job definition's, or JOBS_MAX_ATTEMPTS. */
    maxAttempts: integer('max_attempts'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    recurring: text('recurring'),
    /** The request that enqueued it, for its log lines. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('background_jobs_key_idx').on(t.type, t.key),
    index('background_jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.state} in ('queued', 'failed')`),
    index('background_jobs_lease_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('background_jobs_state_idx').on(t.state, t.id),
    check(
      'background_jobs_state_check',
      sql`${t.state} in ('queued', 'running', 'failed', 'dead', 'done')`,
    ),
  ],
);
