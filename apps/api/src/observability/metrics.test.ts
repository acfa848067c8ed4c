import { io as connect } from 'socket.io-client';
import { afterEach, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { parsePrometheusText, sampleValue } from '../../test/prometheus.ts';
import type { App } from '../app.ts';

let apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

const testApp = async (env: Record<string, string> = {}) => {
  const app = await buildTestApp(env);
  apps.push(app);
  return app;
};

const scrape = async (app: App, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(res.body);
};

const requestCount = (samples: ReturnType<typeof parsePrometheusText>, labels: object) =>
  sampleValue(samples, 'http_request_duration_seconds_count', labels as Record<string, string>);

test('/metrics is Prometheus text whose request counts move by route pattern and status', async () => {
  const app = await testApp();
  const ad = { method: 'GET', route: '/api/v1/advertisements/details/:id', status_code: '404' };
  const before = await scrape(app);
  expect(requestCount(before, ad)).toBe(0);

  for (const id of [999_001, 999_002, 999_003]) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/advertisements/details/${id}` });
    expect(res.statusCode).toBe(404);
  }
  await app.inject({ method: 'GET', url: '/api/v1/health' });
  const after = await scrape(app);

  // One series for the three ads: the route's pattern, never the address asked.
  expect(requestCount(after, ad)).toBe(3);
  expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('999001')))).toBe(false);
  expect(requestCount(after, { method: 'GET', route: '/api/v1/health', status_code: '200' })).toBe(
    1,
  );
  // The buckets are cumulative up to +Inf, which counts every request.
  expect(sampleValue(after, 'http_request_duration_seconds_bucket', { ...ad, le: '+Inf' })).toBe(3);
  expect(sampleValue(after, 'http_request_duration_seconds_sum', ad)).toBeGreaterThan(0);
});

test('each app counts only its own requests', async () => {
  const [a, b] = [await testApp(), await testApp()];
  await a.inject({ method: 'GET', url: '/api/v1/health' });
  const health = { method: 'GET', route: '/api/v1/health', status_code: '200' };
  expect(requestCount(await scrape(a), health)).toBe(1);
  expect(requestCount(await scrape(b), health)).toBe(0);
});

test('/metrics shows event-loop lag, the database pool and the sockets connected', async () => {
  const app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    transports: ['websocket'],
  });
  try {
    await new Promise<void>((done, fail) => {
      socket.on('connect', () => done());
      socket.on('connect_error', fail);
    });
    const samples = await scrape(app);
    expect(sampleValue(samples, 'socketio_connected_sockets')).toBe(1);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);

    const driver = app.database.driver;
    const pool = (state: string) => sampleValue(samples, 'db_pool_connections', { driver, state });
    // The test database's pool holds 4 connections on PostgreSQL; PGlite is one.
    expect(pool('max')).toBe(driver === 'pg' ? 4 : 1);
    expect(pool('total')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'db_pool_waiting_queries', { driver })).toBe(0);
  } finally {
    socket.disconnect();
  }
  await expect
    .poll(async () => sampleValue(await scrape(app), 'socketio_connected_sockets'))
    .toBe(0);
});

const TOKEN = 'metrics-token-0123456789';

test('with METRICS_TOKEN, /metrics answers only its bearer', async () => {
  const app = await testApp({ METRICS_TOKEN: TOKEN });
  const asking = (authorization?: string) =>
    app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
  for (const refused of [undefined, 'Bearer wrong-token-0123456789', TOKEN]) {
    const res = await asking(refused);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('http.unauthenticated');
  }
  expect((await asking(`Bearer ${TOKEN}`)).statusCode).toBe(200);
});

test('in production /metrics is absent without METRICS_TOKEN, and needs its bearer with it', async () => {
  const production = { NODE_ENV: 'production', PASSWORD_HASH_COST: '17', DEV_OUTBOX: 'false' };
  const closed = await testApp(production);
  const absent = await closed.inject({ method: 'GET', url: '/metrics' });
  expect(absent.statusCode).toBe(404);
  expect(absent.json().code).toBe('http.not-found');

  const guarded = await testApp({ ...production, METRICS_TOKEN: TOKEN });
  expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
});

test('a METRICS_TOKEN shorter than 16 characters stops the server from starting', async () => {
  await expect(testApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN/);
});

test('/metrics follows the jobs a request caused: runs, failures, retries and the queue', async () => {
  // Nothing listens on port 1: the e-mail's job fails and waits for its retry (10 s away).
  const app = await testApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  const mail = { type: 'mail.send' };
  const before = await scrape(app);
  expect(sampleValue(before, 'jobs_runs_total', mail)).toBe(0);

  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/send_code',
    payload: { email: 'sara@example.com' },
  });
  expect(res.statusCode).toBe(200);

  await expect
    .poll(async () => sampleValue(await scrape(app), 'jobs_retries_total', mail), {
      timeout: 10_000,
    })
    .toBe(1);
  const after = await scrape(app);
  expect(sampleValue(after, 'jobs_runs_total', mail)).toBe(1);
  expect(sampleValue(after, 'jobs_failures_total', mail)).toBe(1);
  expect(sampleValue(after, 'jobs_dead_total', mail)).toBe(0);
  expect(sampleValue(after, 'jobs_queue_depth', { ...mail, state: 'failed' })).toBe(1);
  expect(sampleValue(after, 'jobs_run_duration_seconds_count', { ...mail, outcome: 'retry' })).toBe(
    1,
  );
  // Not due yet: nothing waits for a worker.
  expect(sampleValue(after, 'jobs_oldest_waiting_age_seconds')).toBe(0);
});
