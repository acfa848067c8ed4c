import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuctionsPage } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { diskStorage } from '../../media/storage.ts';
import { seedDemoAuctions } from './demo-auctions.ts';

let app: App;
let mediaDir: string;
beforeAll(async () => {
  app = await buildTestApp();
  mediaDir = await mkdtemp(join(tmpdir(), 'souq-demo-auctions-'));
  await seedDemoAuctions(app.db, diskStorage(mediaDir));
});
afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const list = async (state: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/auctions?per_page=50&state=${state}` })
  ).json() as AuctionsPage;

describe('demo auctions', () => {
  test('live, upcoming and ended auctions in Arabic and English, some with bids', async () => {
    const [live, upcoming, ended] = await Promise.all([
      list('live'),
      list('upcoming'),
      list('ended'),
    ]);
    expect(live.data.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.data.length).toBeGreaterThanOrEqual(2);
    expect(ended.data.length).toBeGreaterThanOrEqual(2);
    const all = [...live.data, ...upcoming.data, ...ended.data];
    expect(all.some((a) => /[\u0600-\u06FF]/.test(a.title))).toBe(true);
    expect(all.some((a) => /^[A-Za-z]/.test(a.title))).toBe(true);
    expect(live.data.some((a) => a.bids_count > 0 && a.current_price !== null)).toBe(true);
    expect(all.every((a) => a.cover !== null)).toBe(true);
  });

  test('seeding again adds nothing', async () => {
    const before = (await list('live')).meta.total;
    await seedDemoAuctions(app.db, diskStorage(mediaDir));
    expect((await list('live')).meta.total).toBe(before);
  });
});
