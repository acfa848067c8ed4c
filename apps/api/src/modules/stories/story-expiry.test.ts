import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { Member } from '../../../test/community.ts';
import { demoVideo, postStory } from '../../../test/reels.ts';
import { type S3Server, startS3Server } from '../../../test/s3-server.ts';
import type { App } from '../../app.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { stories } from './stories.table.ts';

const jpeg = async () => ({
  data: await sharp({ create: { width: 300, height: 500, channels: 3, background: '#396' } })
    .jpeg()
    .toBuffer(),
  filename: 'story.jpg',
  contentType: 'image/jpeg',
});

/** A seeded demo member, signed in (every test database has her). */
const sara = async (app: App) => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: 'sara@example.com', password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(login.body);
  return { api: asUser(app, login.json().data.token) } as Member;
};

/** A story image and a story video, both shown under `/media/` and then 24 h and a minute old. */
const expiredStories = async (app: App) => {
  const author = await sara(app);
  const image = await postStory(author, await jpeg());
  const video = await postStory(author, {
    data: await demoVideo('sunset.mp4'),
    filename: 'clip.mp4',
    contentType: 'video/mp4',
  });
  const paths = [image.media_url, video.media_url].map((url) => new URL(url, 'http://x').pathname);
  for (const path of paths) {
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  }
  for (const story of [image, video]) {
    await app.db
      .update(stories)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(stories.id, story.id));
  }
  return paths;
};

/** The `stories.sweep` job once, through the queue, and the jobs it causes. */
const sweep = async (app: App) => {
  await enqueue(app.db, 'stories.sweep', {}, { key: `test-${Date.now()}` });
  await app.jobs.drain();
};

test('on disk: a story past 24 hours answers 404 and its files are gone', async () => {
  const app = await buildTestApp();
  try {
    const paths = await expiredStories(app);
    const files = paths.map((path) =>
      join(app.config.dataDir, 'media', path.replace(/^\/media\//, '')),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);
    await sweep(app);
    for (const path of paths) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    expect(files.some((file) => existsSync(file))).toBe(false);
    const left = await app.db
      .select()
      .from(stories)
      .where(sql`created_at < now() - interval '24 hours'`);
    expect(left).toHaveLength(0);
  } finally {
    await app.close();
  }
});

describe('in S3', () => {
  let s3: S3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(join(tmpdir(), 'souq-s3-story-'));
  });
  afterAll(async () => {
    await s3.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a story past 24 hours answers 404 and its objects are gone from the bucket', async () => {
    const app = await buildTestApp({ ...s3.env, DATA_DIR: dataDir });
    try {
      const paths = await expiredStories(app);
      const objectStatus = async (path: string) =>
        (await fetch(`${s3.bucketUrl}/${path.replace(/^\/media\//, '')}`)).status;
      for (const path of paths) expect(await objectStatus(path)).toBe(200);
      await sweep(app);
      for (const path of paths) {
        expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
        expect(await objectStatus(path)).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
