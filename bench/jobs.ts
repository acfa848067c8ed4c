// Jobs: what the durable queue costs, on PGlite and on PostgreSQL. A write transaction (an outbox
// e-mail row) with its job enqueued in it, beside the same transaction's bare insert in the same
// run (alternately); then jobs/s run by one instance's worker (4 at once, no-op handlers: the
// queue's own cost of claiming, leasing and completing). Results in bench/results/jobs.json.
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { applyMigrations } from '../apps/api/src/db/migrate.ts';
import { enqueue } from '../apps/api/src/jobs/enqueue.ts';
import type { JobDefinition } from '../apps/api/src/jobs/types.ts';
import { createWorker } from '../apps/api/src/jobs/worker.ts';
import { insertOutboxEmail } from '../apps/api/src/mail/outbox.repository.ts';
import { machine, QUICK, writeResult } from './lib.ts';
import { ADMIN_URL, admin, withDatabase } from './postgres.ts';

const TRANSACTIONS = Number(process.env.BENCH_JOB_TRANSACTIONS ?? (QUICK ? 300 : 2000));
const JOBS = Number(process.env.BENCH_JOBS ?? (QUICK ? 1000 : 5000));

const email = (i: number) => ({
  toEmail: `bench${i}@example.com`,
  subject: 'Bench',
  bodyText: 'x',
});

/** Mean and median of durations in ms, as µs, and the rate their mean gives. */
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((x, y) => x - y);
  const mean = ms.reduce((sum, x) => sum + x, 0) / ms.length;
  return {
    mean_us: Math.round(mean * 1000),
    median_us: Math.round(sorted[Math.floor(sorted.length / 2)]! * 1000),
    per_second: Math.round(1000 / mean),
  };
};

/**
 * The same write transaction bare and with its job, alternately (bare, with, bare, with…), so a
 * machine whose load drifts during the run weighs on both alike; the medians are the figures to
 * read on a shared machine, the means are spoilt by its pauses.
 */
const enqueueCost = async ({ db }: DatabaseHandle) => {
  const bare: number[] = [];
  const withJob: number[] = [];
  const timed = async (into: number[], work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    into.push(performance.now() - started);
  };
  for (let i = 0; i < TRANSACTIONS; i++) {
    await timed(bare, () => db.transaction((tx) => insertOutboxEmail(tx as never, email(2 * i))));
    await timed(withJob, () =>
      db.transaction(async (tx) => {
        const id = await insertOutboxEmail(tx as never, email(2 * i + 1));
        await enqueue(tx as never, 'mail.send', { outboxId: id! }, { key: `${id}` });
      }),
    );
  }
  const b = summary(bare);
  const w = summary(withJob);
  return {
    bare_insert: b,
    insert_and_enqueue: w,
    enqueue_us: w.mean_us - b.mean_us,
    enqueue_median_us: w.median_us - b.median_us,
  };
};

/** The app the worker needs is only its logger here: silent. */
const silent = {
  child: () => silent,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
};

const jobsPerSecond = async ({ db }: DatabaseHandle) => {
  await db.transaction(async (tx) => {
    for (let i = 0; i < JOBS; i++)
      await enqueue(tx as never, 'media.remove', { images: [], files: [] });
  });
  const noop: JobDefinition = { type: 'media.remove', run: async () => {} };
  const worker = createWorker({
    app: { log: silent } as unknown as FastifyInstance,
    db,
    definitions: [noop],
    settings: {
      pollMs: 1000,
      concurrency: 4,
      leaseMs: 300_000,
      maxAttempts: 3,
      retryBaseMs: 1000,
      retryMaxMs: 60_000,
      shutdownMs: 1000,
    },
  });
  let done = 0;
  worker.onEvent((event) => {
    if (event.kind === 'done') done++;
  });
  const started = performance.now();
  worker.start();
  await worker.drain();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  return {
    jobs: done,
    seconds: Math.round(seconds * 100) / 100,
    per_second: Math.round(done / seconds),
  };
};

const measureEngine = async (handle: DatabaseHandle) => {
  await applyMigrations(handle);
  const enqueueing = await enqueueCost(handle);
  const worker = await jobsPerSecond(handle);
  return { ...enqueueing, worker };
};

export const benchJobs = async () => {
  const loadBefore = loadavg()[0];
  const pglite = await openDatabase({ driver: 'pglite' });
  const onPglite = await measureEngine(pglite).finally(() => pglite.close());
  console.log('  PGlite', JSON.stringify(onPglite));

  const name = `souq_bench_jobs_${Date.now()}`;
  await admin(`create database "${name}"`);
  const postgres = await openDatabase({
    driver: 'pg',
    url: withDatabase(ADMIN_URL, name),
    poolSize: 8,
  });
  const onPostgres = await measureEngine(postgres).finally(async () => {
    await postgres.close();
    await admin(`drop database if exists "${name}" with (force)`);
  });
  console.log('  PostgreSQL', JSON.stringify(onPostgres));

  const path = await writeResult('jobs', {
    quick: QUICK,
    transactions: TRANSACTIONS,
    jobs: JOBS,
    load_average: { before: loadBefore, after: loadavg()[0] },
    machine: machine(),
    pglite: onPglite,
    postgres: onPostgres,
  });
  console.log(`  → ${path}`);
};
