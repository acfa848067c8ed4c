import { and, desc, eq, inArray, is, ne, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { backgroundJobs, type JobState } from './jobs.table.ts';

/** Whether `db` is an open transaction (its writes are seen only once it commits). */
export const isTransaction = (db: Database) => is(db, PgTransaction);

export interface NewJob {
  type: string;
  payload: unknown;
  key?: string | null;
  runAt?: Date | null;
  maxAttempts?: number | null;
  recurring?: string | null;
  requestId?: string | null;
}

/** One row; null when a job of that type and key exists (a duplicate enqueue). */
export const insertJob = async (db: Database, job: NewJob): Promise<number | null> => {
  const [row] = await db
    .insert(backgroundJobs)
    .values({
      type: job.type,
      payload: job.payload ?? {},
      key: job.key ?? null,
      maxAttempts: job.maxAttempts ?? null,
      recurring: job.recurring ?? null,
      requestId: job.requestId ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: [backgroundJobs.type, backgroundJobs.key] })
    .returning({ id: backgroundJobs.id });
  return row?.id ?? null;
};

/** A recurring job's one row: created at its first time, its pattern kept up to date. */
export const upsertRecurringJob = (
  db: Database,
  job: { type: string; pattern: string; firstRunAt: Date; maxAttempts: number | null },
) =>
  db
    .insert(backgroundJobs)
    .values({
      type: job.type,
      key: 'recurring',
      payload: {},
      recurring: job.pattern,
      runAt: job.firstRunAt,
      maxAttempts: job.maxAttempts,
    })
    .onConflictDoUpdate({
      target: [backgroundJobs.type, backgroundJobs.key],
      set: { recurring: job.pattern, maxAttempts: job.maxAttempts },
      setWhere: sql`${backgroundJobs.recurring} is distinct from ${job.pattern}`,
    });

export interface ClaimedJob {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number | null;
  recurring: string | null;
  request_id: string | null;
}

const claimed = (result: unknown) =>
  rowsOf<ClaimedJob>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    max_attempts: row.max_attempts === null ? null : Number(row.max_attempts),
  }));

const leaseFor = (worker: string, leaseMs: number): SQL =>
  sql`state = 'running', attempts = j.attempts + 1, locked_by = ${worker},
      locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()`;

const RETURNING = sql`returning j.id, j.type, j.payload, j.attempts, j.max_attempts, j.recurring, j.request_id`;

/**
 * Takes up to `limit` due jobs of these types for `worker`: waiting ones whose time came, and
 * running ones whose lease passed (their instance died). Several instances claim at once without
 * taking the same row (SKIP LOCKED); each claim is one statement, committed at once.
 */
export const claimDueJobs = async (
  db: Database,
  {
    types,
    worker,
    limit,
    leaseMs,
    maxAttempts,
  }: { types: string[]; worker: string; limit: number; leaseMs: number; maxAttempts: number },
): Promise<ClaimedJob[]> => {
  if (types.length === 0 || limit <= 0) return [];
  const result = await db.execute(sql`
    update background_jobs j set ${leaseFor(worker, leaseMs)}
    from (
      select id from background_jobs
      where type in ${types}
        and ((state in ('queued', 'failed') and run_at <= now())
          or (state = 'running' and locked_until < now()
              and (attempts < coalesce(max_attempts, ${maxAttempts}) or recurring is not null)))
      order by run_at, id
      limit ${limit}
      for update skip locked
    ) due
    where j.id = due.id
    ${RETURNING}`);
  return claimed(result);
};

/** Takes one job by id if it waits (the process that enqueued it runs it at once). */
export const claimJobById = async (
  db: Database,
  { id, worker, leaseMs }: { id: number; worker: string; leaseMs: number },
): Promise<ClaimedJob | undefined> => {
  const result = await db.execute(sql`
    update background_jobs j set ${leaseFor(worker, leaseMs)}
    where j.id = ${id} and j.state in ('queued', 'failed')
    ${RETURNING}`);
  return claimed(result)[0];
};

/** Running jobs whose lease passed after their last attempt: dead, not taken again. */
export const buryAbandonedJobs = (db: Database, maxAttempts: number) =>
  db.execute(sql`
    update background_jobs
    set state = 'dead', locked_until = null, locked_by = null, finished_at = now(),
        updated_at = now(),
        last_error = coalesce(last_error || E'\n', '') || 'lease expired on the last attempt'
    where state = 'running' and locked_until < now()
      and attempts >= coalesce(max_attempts, ${maxAttempts}) and recurring is null`);

const mine = (id: number, worker: string) =>
  and(
    eq(backgroundJobs.id, id),
    eq(backgroundJobs.lockedBy, worker),
    eq(backgroundJobs.state, 'running'),
  );

/** Done; a recurring job waits for `nextRunAt` instead. */
export const completeJob = (
  db: Database,
  { id, worker, nextRunAt }: { id: number; worker: string; nextRunAt: Date | null },
) =>
  db
    .update(backgroundJobs)
    .set(
      nextRunAt
        ? {
            state: 'queued',
            runAt: nextRunAt,
            attempts: 0,
            lockedUntil: null,
            lockedBy: null,
            lastError: null,
            updatedAt: sql`now()`,
          }
        : {
            state: 'done',
            lockedUntil: null,
            finishedAt: sql`now()`,
            lastError: null,
            updatedAt: sql`now()`,
          },
    )
    .where(mine(id, worker));

/** Failed: again at `retryAt`, or dead (kept with its error) when `retryAt` is null. */
export const failJob = (
  db: Database,
  {
    id,
    worker,
    error,
    retryAt,
  }: { id: number; worker: string; error: string; retryAt: Date | null },
) =>
  db
    .update(backgroundJobs)
    .set({
      state: retryAt ? 'failed' : 'dead',
      ...(retryAt ? { runAt: retryAt } : { finishedAt: sql`now()` }),
      lastError: error,
      lockedUntil: null,
      lockedBy: null,
      updatedAt: sql`now()`,
    })
    .where(mine(id, worker));

/** Jobs a stopping worker did not finish go back, their attempt not counted. */
export const releaseJobs = (db: Database, { ids, worker }: { ids: number[]; worker: string }) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .update(backgroundJobs)
        .set({
          state: sql`case when ${backgroundJobs.lastError} is null then 'queued' else 'failed' end`,
          attempts: sql`greatest(${backgroundJobs.attempts} - 1, 0)`,
          lockedUntil: null,
          lockedBy: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            inArray(backgroundJobs.id, ids),
            eq(backgroundJobs.lockedBy, worker),
            eq(backgroundJobs.state, 'running'),
          ),
        );

// ---------------------------------------------------------------------------------------------
// What an operator reads and does (CLI, metrics)

export const listJobs = (db: Database, { state, limit }: { state: JobState; limit: number }) =>
  db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.state, state))
    .orderBy(desc(backgroundJobs.id))
    .limit(limit);

/** A failed, dead or waiting job runs again now with all its attempts; false when none. */
export const retryJob = async (db: Database, id: number): Promise<boolean> => {
  const rows = await db
    .update(backgroundJobs)
    .set({
      state: 'queued',
      runAt: sql`now()`,
      attempts: 0,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(backgroundJobs.id, id), inArray(backgroundJobs.state, ['queued', 'failed', 'dead'])),
    )
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
};

/** Deletes a job that is not running; false when none. */
export const discardJob = async (db: Database, id: number): Promise<boolean> => {
  const rows = await db
    .delete(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), ne(backgroundJobs.state, 'running')))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
};

export const countJobsByTypeAndState = async (db: Database) =>
  (
    await db
      .select({
        type: backgroundJobs.type,
        state: backgroundJobs.state,
        count: sql<number>`count(*)::int`,
      })
      .from(backgroundJobs)
      .groupBy(backgroundJobs.type, backgroundJobs.state)
  ).map((row) => ({ ...row, count: Number(row.count) }));

export const oldestWaitingSeconds = async (db: Database): Promise<number | null> => {
  const [row] = rowsOf<{ age: number | string | null }>(
    await db.execute(sql`
      select extract(epoch from now() - min(run_at))::float8 as age from background_jobs
      where state in ('queued', 'failed') and run_at <= now()`),
  );
  return row?.age == null ? null : Number(row.age);
};

/** Done jobs finished over `days` ago: their keys are forgotten with them. */
export const deleteFinishedJobs = (db: Database, days: number) =>
  db.execute(sql`
    delete from background_jobs
    where state = 'done' and finished_at < now() - make_interval(days => ${days}::int)`);
