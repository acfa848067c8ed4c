import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { REDIS_URL, redisAnswers } from '../../../test/redis.ts';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';

const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_COST: '10',
  DATA_DIR: join(tmpdir(), 'souq-health-test'),
  WEB_DIST_DIR: join(tmpdir(), 'souq-no-web-app'),
};

let app: App | undefined;

const ask = (path: 'live' | 'ready', headers: Record<string, string> = {}) =>
  app!.inject({ method: 'GET', url: `/api/v1/health/${path}`, headers });

afterEach(async () => {
  await app?.close();
  app = undefined;
});

test('health reports the database up', async () => {
  app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({
    status: 'ok',
    database: { status: 'up', driver: process.env.DATABASE_URL ? 'pg' : 'pglite' },
  });
});

test('health answers 503 with the report when the database is down', async () => {
  app = await buildTestApp();
  await app.database.close();
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/health',
    headers: { 'accept-language': 'ar' },
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({
    code: 'health.database-down',
    message: 'قاعدة البيانات غير متاحة.',
    data: { status: 'degraded', database: { status: 'down' } },
  });
});

test('live answers while the process runs, even with the database down', async () => {
  app = await buildTestApp();
  await app.database.close();
  const res = await ask('live');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.json().data).toEqual({ status: 'ok', uptime_seconds: expect.any(Number) });
});

test('ready lists each dependency it asked', async () => {
  app = await buildTestApp();
  const res = await ask('ready');
  expect(res.statusCode).toBe(200);
  const up = { status: 'up', duration_ms: expect.any(Number) };
  // No REDIS_URL here: Redis is not asked.
  expect(res.json().data).toEqual({ status: 'ready', checks: { database: up, queue: up } });
});

test('ready answers 503 naming the database when it is closed', async () => {
  app = await buildTestApp();
  await app.database.close();
  const res = await ask('ready');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({
    code: 'health.database-down',
    message: 'The database is not reachable.',
    data: {
      status: 'not_ready',
      checks: { database: { status: 'down' }, queue: { status: 'up' } },
    },
  });
});

test('ready answers 503 when the database server does not answer at all', async () => {
  const database = await openDatabase({
    driver: 'pg',
    url: 'postgres://postgres@127.0.0.1:1/souq',
  });
  app = await buildApp({ config: loadConfig(TEST_ENV), database });
  const res = await ask('ready');
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({
    code: 'health.database-down',
    data: { checks: { database: { status: 'down' } } },
  });
});

test('ready answers 503 naming Redis when REDIS_URL is set and Redis does not answer', async () => {
  app = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  const res = await ask('ready', { 'accept-language': 'ar' });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({
    code: 'health.redis-down',
    message: 'خادم Redis غير متاح.',
    data: {
      status: 'not_ready',
      checks: { database: { status: 'up' }, redis: { status: 'down' } },
    },
  });
});

test.skipIf(!(await redisAnswers()))('ready pings Redis when REDIS_URL is set', async () => {
  app = await buildTestApp({ REDIS_URL });
  await expect
    .poll(async () => (await ask('ready')).json())
    .toMatchObject({ data: { status: 'ready', checks: { redis: { status: 'up' } } } });
});

test("probes never spend the API's rate limit", async () => {
  app = await buildTestApp({ RATE_LIMIT_MAX: '1' });
  for (let i = 0; i < 3; i++) {
    expect((await ask('live')).statusCode).toBe(200);
    expect((await ask('ready')).statusCode).toBe(200);
  }
  const health = () => app!.inject({ method: 'GET', url: '/api/v1/health' });
  expect((await health()).statusCode).toBe(200);
  expect((await health()).statusCode).toBe(429);
});
