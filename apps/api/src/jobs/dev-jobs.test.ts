import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  acceptedBid,
  auctionRow,
  postAuction,
  setAuctionTimes,
} from '../../test/auction-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { member } from '../../test/community.ts';
import { createUser } from '../../test/factories.ts';
import { postStory } from '../../test/reels.ts';
import type { App } from '../app.ts';
import { ar } from '../i18n/ar.ts';
import { stories } from '../modules/stories/stories.table.ts';
import { backgroundJobs } from './jobs.table.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const run = (name: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/v1/dev/jobs/${name}/run`, headers });

describe('POST /dev/jobs/{name}/run (DEV_OUTBOX)', () => {
  test('auction-close ends a due auction before it answers, winner chat included', async () => {
    const [owner, alice] = await Promise.all([createUser(app), createUser(app)]);
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    await setAuctionTimes(app, auction.id, { endsIn: -60_000 });

    const res = await run('auction-close', { 'x-request-id': 'dev-run-1' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      name: 'auction-close',
      type: 'auctions.sweep',
      job_id: expect.any(Number),
      duration_ms: expect.any(Number),
    });
    const row = await auctionRow(app, auction.id);
    expect(row.closedAt).not.toBeNull();
    expect(row.winnerId).toBe(alice.account.id);
    const [job] = await app.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, data.job_id));
    // A one-off run beside the recurring row, under the request's id, done.
    expect(job).toMatchObject({
      type: 'auctions.sweep',
      state: 'done',
      recurring: null,
      requestId: 'dev-run-1',
    });
    const [{ ended }] = (await app.db
      .select({ ended: sql<number>`count(*)::int` })
      .from(backgroundJobs)
      .where(
        sql`${backgroundJobs.type} = 'auctions.ended' and ${backgroundJobs.key} = ${String(auction.id)} and ${backgroundJobs.state} = 'done'`,
      )) as [{ ended: number }];
    expect(Number(ended)).toBe(1);
  });

  test('story-expiry: when it answers, an expired story is gone and its media answers 404', async () => {
    const author = await member(app, 'Story Author');
    const image = await sharp({
      create: { width: 300, height: 500, channels: 3, background: '#396' },
    })
      .jpeg()
      .toBuffer();
    const story = await postStory(author, {
      data: image,
      filename: 'story.jpg',
      contentType: 'image/jpeg',
    });
    const path = new URL(story.media_url, 'http://x').pathname;
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    await app.db
      .update(stories)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(stories.id, story.id));

    expect((await run('story-expiry')).statusCode).toBe(200);
    expect(await app.db.select().from(stories).where(eq(stories.id, story.id))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  test('session-prune and job-prune run by their pinned names', async () => {
    for (const [name, type] of [
      ['session-prune', 'sessions.prune'],
      ['job-prune', 'jobs.prune'],
    ]) {
      const res = await run(name!);
      expect(res.statusCode, name).toBe(200);
      expect(res.json().data).toMatchObject({ name, type });
    }
  });

  test('an unknown name, or a pinned one whose job does not exist yet, is a 404 in the language of the request', async () => {
    for (const name of ['no-such-job', 'saved-search-digest']) {
      const res = await run(name);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'jobs.unknown-name' });
    }
    const inArabic = await run('no-such-job', { 'accept-language': 'ar' });
    expect(inArabic.json().message).toBe(ar['jobs.unknown-name']);
    // Names are exact.
    expect((await run('Story-Expiry')).statusCode).toBe(404);
  });

  test('a job that throws answers 500 jobs.run-failed and stays dead in the queue with its error', async () => {
    // The table the session prune cleans is gone for a moment: the job fails for real.
    await app.db.execute(sql`alter table password_resets rename to password_resets_away`);
    let res: Awaited<ReturnType<typeof run>>;
    try {
      res = await run('session-prune');
    } finally {
      await app.db.execute(sql`alter table password_resets_away rename to password_resets`);
    }
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'jobs.run-failed' });
    const [dead] = await app.db
      .select({ lastError: backgroundJobs.lastError, attempts: backgroundJobs.attempts })
      .from(backgroundJobs)
      .where(sql`${backgroundJobs.type} = 'sessions.prune' and ${backgroundJobs.state} = 'dead'`);
    expect(dead?.attempts).toBe(1);
    expect(dead?.lastError).toContain('password_resets');
  });
});

test('without DEV_OUTBOX the route does not exist', async () => {
  const plain = await buildTestApp({ DEV_OUTBOX: 'false' });
  try {
    const res = await plain.inject({ method: 'POST', url: '/api/v1/dev/jobs/story-expiry/run' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'http.not-found' });
  } finally {
    await plain.close();
  }
});
