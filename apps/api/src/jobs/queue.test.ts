import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { App } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { enqueue } from './enqueue.ts';
import { backgroundJobs } from './jobs.table.ts';
import { armRecurringJobs } from './schedule.ts';
import { queueStats } from './stats.ts';
import type { JobDefinition, JobType } from './types.ts';
import { createWorker, type WorkerSettings } from './worker.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const settings: WorkerSettings = {
  pollMs: 20,
  concurrency: 4,
  leaseMs: 2_000,
  maxAttempts: 3,
  retryBaseMs: 20,
  retryMaxMs: 50,
  shutdownMs: 1_000,
};

/** A job type of this test only, counting its runs; `fail(n)` throws on the first n runs. */
const testJob = (
  type: string,
  { failFirst = 0, recurring }: { failFirst?: number; recurring?: string } = {},
) => {
  const runs: unknown[] = [];
  const definition = {
    type: type as JobType,
    recurring,
    run: async (payload: unknown) => {
      runs.push(payload);
      if (runs.length <= failFirst) throw new Error(`boom ${runs.length}`);
    },
  } as unknown as JobDefinition;
  return { definition, runs };
};

const add = (db: App['db'], type: string, payload: object, options = {}) =>
  enqueue(db, type as JobType, payload as never, options);

const jobRow = async (id: number) =>
  (await app.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0]!;

const withWorker = async (
  definitions: JobDefinition[],
  work: (w: ReturnType<typeof createWorker>) => Promise<void>,
  db = app.db,
) => {
  const worker = createWorker({ app, db, definitions, settings });
  worker.start();
  try {
    await work(worker);
  } finally {
    await worker.stop();
  }
};

test('a failing job is retried with backoff until it succeeds; one that keeps failing is dead with its last error', async () => {
  const flaky = testJob('test.flaky', { failFirst: 2 });
  const broken = testJob('test.broken', { failFirst: 99 });
  const flakyId = (await add(app.db, 'test.flaky', { n: 1 }))!;
  const brokenId = (await add(app.db, 'test.broken', { n: 2 }))!;
  const events: string[] = [];
  await withWorker([flaky.definition, broken.definition], async (worker) => {
    worker.onEvent((e) => events.push(`${e.type}:${e.kind}:${e.attempt}`));
    await expect.poll(async () => (await jobRow(flakyId)).state, { timeout: 5000 }).toBe('done');
    await expect.poll(async () => (await jobRow(brokenId)).state, { timeout: 5000 }).toBe('dead');
  });
  expect(flaky.runs).toHaveLength(3);
  expect(broken.runs).toHaveLength(3);
  const dead = await jobRow(brokenId);
  expect(dead.attempts).toBe(3);
  expect(dead.lastError).toContain('boom 3');
  expect(events).toEqual(
    expect.arrayContaining([
      'test.flaky:retry:1',
      'test.flaky:retry:2',
      'test.flaky:done:3',
      'test.broken:dead:3',
    ]),
  );
  const stats = await queueStats(app.db);
  expect(stats.depth.dead).toBeGreaterThanOrEqual(1);
  expect(stats.byType).toContainEqual({ type: 'test.broken', state: 'dead', count: 1 });
});

test('a duplicated enqueue (same type and key) has one effect, even inside a transaction that is retried', async () => {
  const once = testJob('test.once');
  const first = await add(app.db, 'test.once', { v: 1 }, { key: 'order-7' });
  const again = await app.db.transaction((tx) =>
    add(tx as unknown as App['db'], 'test.once', { v: 2 }, { key: 'order-7' }),
  );
  expect(first).not.toBeNull();
  expect(again).toBeNull();
  await withWorker([once.definition], async (worker) => {
    await worker.drain();
  });
  expect(once.runs).toEqual([{ v: 1 }]);
});

test('a job enqueued in a transaction that rolls back never exists', async () => {
  const ghost = testJob('test.ghost');
  await expect(
    app.db.transaction(async (tx) => {
      await add(tx as unknown as App['db'], 'test.ghost', {});
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  await withWorker([ghost.definition], (worker) => worker.drain());
  expect(ghost.runs).toHaveLength(0);
});

test('a scheduled job waits for its time', async () => {
  const later = testJob('test.later');
  const id = (await add(app.db, 'test.later', {}, { runAt: new Date(Date.now() + 600) }))!;
  await withWorker([later.definition], async (worker) => {
    await worker.drain();
    expect(later.runs).toHaveLength(0);
    await expect.poll(async () => (await jobRow(id)).state, { timeout: 5000 }).toBe('done');
  });
  expect(later.runs).toHaveLength(1);
});

test('a running job whose instance died (its lease passed) is taken again and runs to the end', async () => {
  const orphan = testJob('test.orphan');
  const id = (await add(app.db, 'test.orphan', { n: 1 }))!;
  // As a killed instance leaves it: claimed, lease over.
  await app.db
    .update(backgroundJobs)
    .set({
      state: 'running',
      attempts: 1,
      lockedBy: 'dead-instance',
      lockedUntil: new Date(Date.now() - 1000),
    })
    .where(eq(backgroundJobs.id, id));
  await withWorker([orphan.definition], (worker) => worker.drain());
  expect(orphan.runs).toHaveLength(1);
  expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
});

test('a recurring job keeps one row that goes back to queued at its next time', async () => {
  const tick = testJob('test.tick', { recurring: '* * * * * *' });
  await armRecurringJobs(app.db, [tick.definition]);
  await armRecurringJobs(app.db, [tick.definition]);
  await withWorker([tick.definition], async () => {
    await expect.poll(() => tick.runs.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
  });
  const rows = await app.db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.type, 'test.tick'));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.state).toBe('queued');
});

test.runIf(process.env.DATABASE_URL)(
  'two instances (two pools) share 200 jobs: each runs exactly once',
  async () => {
    const counted = testJob('test.shared');
    const seen = new Map<number, number>();
    const definition = {
      ...counted.definition,
      run: async ({ n }: { n: number }) => {
        seen.set(n, (seen.get(n) ?? 0) + 1);
        await new Promise((done) => setTimeout(done, 2));
      },
    } as unknown as JobDefinition;
    await app.db.transaction(async (tx) => {
      for (let n = 0; n < 200; n++) await add(tx as unknown as App['db'], 'test.shared', { n });
    });
    const { name } = rowsOf<{ name: string }>(
      await app.db.execute(sql`select current_database() as name`),
    )[0]!;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const other = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 4 });
    try {
      await Promise.all([
        withWorker([definition], (w) => w.drain()),
        withWorker([definition], (w) => w.drain(), other.db),
      ]);
    } finally {
      await other.close();
    }
    expect(seen.size).toBe(200);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    const states = rowsOf<{ state: string; count: number }>(
      await app.db.execute(
        sql`select state, count(*)::int as count from background_jobs where type = 'test.shared' group by state`,
      ),
    );
    expect(states).toEqual([{ state: 'done', count: 200 }]);
  },
);
