import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, uniqueEmail } from '../../../test/factories.ts';
import type { App } from '../../app.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../db/seed/demo.ts';
import { sessions } from './accounts.table.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/login', payload, headers });

const profileStatus = async (token: string) =>
  (await asUser(app, token).get('/api/v1/profile')).statusCode;

describe('login', () => {
  test('answers a token and the account, company.type telling the role', async () => {
    const { email, password, account } = await createUser(app, { type: 'company' });
    const res = await login({ email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.company.type).toBe('company');
    expect(data.user).toEqual(account);
    expect(await profileStatus(data.token)).toBe(200);
  });

  test('every demo account signs in with the documented password', async () => {
    for (const demo of demoAccounts) {
      const res = await login({ email: demo.email, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.company).toMatchObject({ type: demo.type, name: demo.name });
    }
  });

  test('a wrong password and an unknown e-mail get the same localised 401', async () => {
    const { email } = await createUser(app);
    const wrongPassword = await login(
      { email, password: 'Wrong1234' },
      { 'accept-language': 'ar' },
    );
    const unknownEmail = await login(
      { email: uniqueEmail('nobody'), password: 'Wrong1234' },
      { 'accept-language': 'ar' },
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      code: 'accounts.invalid-credentials',
    });
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  test('an unknown e-mail costs the same password hashing as a wrong password', async () => {
    // At 2^14 (about 25 ms a hash) rather than the suites' 2^10, whose 1.4 ms would be lost in
    // the noise of a busy machine.
    const hashing = await buildTestApp({ PASSWORD_HASH_COST: '14' });
    onTestFinished(() => hashing.close());
    const { email } = await createUser(hashing);
    const time = async (payload: object) => {
      const start = performance.now();
      await hashing.inject({ method: 'POST', url: '/api/v1/login', payload });
      return performance.now() - start;
    };
    await time({ email, password: 'Warm1234' });
    const known = [];
    const unknown = [];
    for (let i = 0; i < 4; i++) {
      known.push(await time({ email, password: 'Wrong1234' }));
      unknown.push(await time({ email: uniqueEmail('ghost'), password: 'Wrong1234' }));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Without the dummy hash an unknown e-mail answers in ~1 ms against ~25 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  test('a malformed e-mail is a 422, not a 401', async () => {
    const res = await login({ email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Enter a valid e-mail address.']);
  });
});

describe('sessions', () => {
  test('only the hash of a token is stored', async () => {
    const { token, account } = await createUser(app);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  test('logout revokes the current token only', async () => {
    const { token, email, password } = await createUser(app);
    const other = (await login({ email, password })).json().data.token;
    const res = await asUser(app, token).post('/api/v1/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out.' });
    expect(await profileStatus(token)).toBe(401);
    expect(await profileStatus(other)).toBe(200);
  });

  test('a revoked token is refused with 401, also for logout itself', async () => {
    const { token } = await createUser(app);
    await asUser(app, token).post('/api/v1/logout');
    const res = await asUser(app, token).post('/api/v1/logout', undefined, {
      'accept-language': 'ar',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'يرجى تسجيل الدخول للمتابعة.',
      code: 'http.unauthenticated',
    });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  test.each([
    ['no Authorization header', undefined],
    ['an unknown token', `Bearer ${'x'.repeat(43)}`],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('%s gets 401', async (_label, authorization) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('http.unauthenticated');
  });

  test('a session idle for more than 30 days has expired', async () => {
    const { token, account } = await createUser(app);
    await app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.userId, account.id));
    expect(await profileStatus(token)).toBe(401);
  });

  test('using a session moves its last-used time, at most once a minute', async () => {
    const { token, account } = await createUser(app);
    const lastUsed = async () =>
      (await app.db.select().from(sessions).where(eq(sessions.userId, account.id)))[0]!.lastUsedAt;
    await app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '29 days'` })
      .where(eq(sessions.userId, account.id));
    await profileStatus(token);
    const touched = await lastUsed();
    expect(Date.now() - touched.getTime()).toBeLessThan(60_000);
    await profileStatus(token);
    expect((await lastUsed()).getTime()).toBe(touched.getTime());
  });

  test('a socket handshake token resolves to the same account', async () => {
    const { token, account } = await createUser(app);
    expect(await app.socketSessions.resolve(token)).toMatchObject({ userId: account.id });
    expect(await app.socketSessions.resolve('nope')).toBeNull();
  });
});

describe('rate limits', () => {
  test('past the limit of wrong passwords per e-mail and IP, login answers 429 with Retry-After to that IP only', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const email = uniqueEmail('target');
      const attempt = (remoteAddress: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email, password: 'Wrong1234' },
          remoteAddress,
          headers: { 'accept-language': 'ar' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt(`10.0.0.${i + 1}`)).statusCode).toBe(401);
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.99')).statusCode).toBe(401);
      const res = await attempt('10.0.0.99');
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('http.too-many-requests');
      expect(res.json().message).toMatch(/^طلبات كثيرة جدًا/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  test('past the limit per IP, login answers 429 whatever the e-mail', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { email: uniqueEmail('spray'), password: 'Wrong1234' },
          remoteAddress: '10.1.1.1',
        });
      for (let i = 0; i < 6; i++) expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await limited.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email: uniqueEmail('fine'), password: 'Wrong1234' },
        remoteAddress: '10.2.2.2',
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
