import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { API, type Member, member } from '../../test/community.ts';
import { demoVideo, reelForm } from '../../test/reels.ts';
import type { App } from '../app.ts';
import { rowsOf } from '../db/rows.ts';

// An upload whose request fails is removed before the answer (reels.test.ts); when the storage
// fails at that moment, a `media.remove` job removes it once the storage answers again.
let app: App;
let author: Member;

beforeAll(async () => {
  app = await buildTestApp();
  author = await member(app, 'Reel Author');
});
afterAll(() => app.close());

/** The stored reel files, as `<year>/<name>`. */
const storedReelFiles = async () => {
  const root = join(app.config.dataDir, 'media', 'reels');
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.includes('.')).sort();
};

const removalJobs = async () =>
  rowsOf<{ payload: { files: string[] }; state: string }>(
    await app.db.execute(sql`
      select payload, state from background_jobs where type = 'media.remove' order by id`),
  );

test('an upload the storage cannot remove at once is removed by the media.remove job', async () => {
  const before = await storedReelFiles();
  const { storage } = app.media;
  const remove = storage.remove;
  storage.remove = async () => {
    throw new Error('storage unreachable');
  };
  try {
    const blank = await author.api.post(
      `${API}/reels/create`,
      reelForm(await demoVideo(), { caption: '   ' }),
    );
    expect(blank.statusCode).toBe(422);
  } finally {
    storage.remove = remove;
  }
  const left = (await storedReelFiles()).filter((file) => !before.includes(file));
  expect(left).toHaveLength(1);
  const jobs = await removalJobs();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.payload.files).toEqual([`reels/${left[0]}`]);

  // The job may already have run into the failing storage: its retry is due now, as if its
  // backoff had passed.
  await app.db.execute(sql`update background_jobs set run_at = now() where type = 'media.remove'`);
  await app.jobs.drain();
  expect(await storedReelFiles()).toEqual(before);
  expect((await removalJobs()).map((job) => job.state)).toEqual(['done']);
});
