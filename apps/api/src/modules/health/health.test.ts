import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';

let app: App | undefined;
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
