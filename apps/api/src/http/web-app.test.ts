import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import type { App } from '../app.ts';

let app: App;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'souq-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Souq</title>');
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  app = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

test('the web app is served at / and revalidated on every visit', async () => {
  const res = await app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<title>Souq</title>');
  expect(res.headers['cache-control']).toBe('no-cache');
});

test.each(['/ads/12', '/community/profile/3', '/some/unknown/page'])(
  'client routes such as %s get the web app, whose router answers them',
  async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  },
);

test('hashed assets are cached for a year', async () => {
  const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test.each([
  ['GET', '/api/v1/nope'],
  ['GET', '/media/missing.webp'],
  ['POST', '/anything'],
])('%s %s is a JSON 404, never the web app', async (method, url) => {
  const res = await app.inject({ method: method as 'GET', url });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'http.not-found' });
});
