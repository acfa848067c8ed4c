import { randomBytes } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { REDIS_URL, redisAnswers } from '../../test/redis.ts';
import type { App } from '../app.ts';

// Two API instances sharing one Redis (REDIS_URL), as behind a load balancer: rate limits are
// counted across both and realtime events reach a socket connected to the other instance.

const available = await redisAnswers();

describe.skipIf(!available)('with REDIS_URL', () => {
  let a: App;
  let b: App;
  beforeAll(async () => {
    // A fresh key space per run: the limit's counters live in the shared Redis.
    const env = { REDIS_URL, RATE_LIMIT_MAX: '3' };
    a = await buildTestApp(env);
    b = await buildTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  test('the rate limit is shared by every instance', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const hit = (app: App) =>
      app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: ip });
    const statuses = [
      (await hit(a)).statusCode,
      (await hit(b)).statusCode,
      (await hit(a)).statusCode,
      (await hit(b)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  test("an event emitted by one instance reaches a user's socket on the other", async () => {
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    // Each test app has its own database: the user signs in on b, where the socket connects.
    const { token, account } = await createUser(b);
    const port = (b.server.address() as { port: number }).port;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
    });
    try {
      await new Promise<void>((done, fail) => {
        socket.on('connect', () => done());
        socket.on('connect_error', fail);
      });
      const received = new Promise((done) => socket.on('notification:read', done));
      // Give the adapter a moment to subscribe the new room on Redis.
      await new Promise((r) => setTimeout(r, 200));
      a.io.to(`user:${account.id}`).emit('notification:read', { unread_count: 7 });
      await expect(received).resolves.toEqual({ unread_count: 7 });
    } finally {
      socket.disconnect();
    }
  });
});
