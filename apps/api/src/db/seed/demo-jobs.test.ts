import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JobsPage } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';
import { diskStorage } from '../../media/storage.ts';
import { seedDemoJobs } from './demo-jobs.ts';

let app: App;
let mediaDir: string;
beforeAll(async () => {
  app = await buildTestApp();
  mediaDir = await mkdtemp(join(tmpdir(), 'souq-demo-jobs-'));
  await seedDemoJobs(app.db, diskStorage(mediaDir));
});
afterAll(async () => {
  await app.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const list = async (query = '') =>
  (await app.inject({ method: 'GET', url: `/api/v1/jobs?per_page=50${query}` })).json() as JobsPage;

describe('demo jobs', () => {
  test('several companies hire in Arabic and English; /jobs is alive on first start', async () => {
    const open = await list();
    expect(open.data.length).toBeGreaterThanOrEqual(6);
    expect(new Set(open.data.map((j) => j.company.id)).size).toBe(3);
    expect(open.data.some((j) => /[\u0600-\u06FF]/.test(j.title))).toBe(true);
    expect(open.data.some((j) => /^[A-Za-z]/.test(j.title))).toBe(true);
    expect(open.data.every((j) => j.company.type === 'company')).toBe(true);
    expect(open.data.filter((j) => j.company.logo !== null).length).toBeGreaterThan(0);
    // An old one has passed its deadline and is shown as closed.
    expect((await list('&status=closed')).data.length).toBeGreaterThanOrEqual(1);
  });

  test('seeding again adds nothing', async () => {
    const before = (await list()).meta.total;
    await seedDemoJobs(app.db, diskStorage(mediaDir));
    expect((await list()).meta.total).toBe(before);
  });
});
