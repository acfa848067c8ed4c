import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { logLines } from '../../test/log-lines.ts';
import type { App } from '../app.ts';

const { lines, stream: logStream } = logLines();

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(async () => {
  await app?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const linesOf = (reqId: unknown) => lines.filter((line) => line.reqId === reqId);

test("a caller's X-Request-Id names the request in the answer and on its log lines", async () => {
  const id = 'lb-7f3a9c.42:edge';
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/advertisements/details/999999',
    headers: { 'x-request-id': id },
  });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-request-id']).toBe(id);
  const messages = linesOf(id).map((line) => line.msg);
  expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
});

test('without one, or with one that could forge a log line, the request gets a fresh UUID', async () => {
  const forged = 'x\n{"level":60,"msg":"forged"}';
  const asked = [undefined, 'has spaces in it', 'a'.repeat(129), encodeURIComponent(forged)];
  const ids = [];
  for (const sent of asked) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/health/live',
      headers: sent === undefined ? {} : { 'x-request-id': sent },
    });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(linesOf(id).length).toBeGreaterThan(0);
    ids.push(id);
  }
  expect(new Set(ids).size).toBe(asked.length);
});

test('an unknown address answers with its request id too', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/no-such-thing',
    headers: { 'x-request-id': 'probe-1' },
  });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-request-id']).toBe('probe-1');
});
