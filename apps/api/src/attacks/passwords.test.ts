import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, registrationFields, uniqueEmail, userRow } from '../../test/factories.ts';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../modules/accounts/accounts.table.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';

// Attacks on passwords: guessable ones chosen, cheap hashes stolen, sign-in guessed or blocked.

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (
  target: App,
  url: string,
  payload: object,
  { ip = '127.0.0.1', lang = 'en' }: { ip?: string; lang?: string } = {},
) =>
  target.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });

const withApp = async (env: Record<string, string>, run: (limited: App) => Promise<void>) => {
  const other = await buildTestApp(env);
  try {
    await run(other);
  } finally {
    await other.close();
  }
};

describe('guessable passwords', () => {
  test.each([
    ['password123', 'This password is too common. Choose one few others would use.'],
    ['qwertyuiop1', 'This password is too common. Choose one few others would use.'],
    [
      'aaaaaaaa1',
      'Keyboard rows, repeats and sequences such as qwerty, aaa or 1234 are easy to guess.',
    ],
  ])('registering with %s is refused with a 422 on password', async (password, message) => {
    const res = await post(
      app,
      '/register-user',
      await registrationFields(app, { password, password_confirmation: password }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [message] });
  });

  test('the reason is in Arabic for an Arabic request, never zxcvbn’s English', async () => {
    const res = await post(
      app,
      '/register-user',
      await registrationFields(app, {
        password: 'password123',
        password_confirmation: 'password123',
      }),
      { lang: 'ar' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      password: ['كلمة المرور هذه شائعة جدًا. اختر كلمة مرور قلّما يستخدمها غيرك.'],
    });
  });

  test('a company cannot use its own e-mail or name as its password', async () => {
    const email = `layla.${randomBytes(3).toString('hex')}7@example.com`;
    const asEmail = await post(
      app,
      '/register-company',
      await registrationFields(app, {
        email,
        company_name: 'Haddad Trading',
        password: email,
        password_confirmation: email,
      }),
      { lang: 'ar' },
    );
    expect(asEmail.statusCode).toBe(422);
    expect(asEmail.json().errors).toEqual({
      password: ['كلمة المرور هذه تتضمن اسمك أو بريدك الإلكتروني. اختر غيرها.'],
    });
    const asName = await post(
      app,
      '/register-company',
      await registrationFields(app, {
        name: 'Zubaida Khorshid',
        company_name: 'Haddad Trading',
        password: 'Khorshid2024',
        password_confirmation: 'Khorshid2024',
      }),
    );
    expect(asName.json().errors).toEqual({
      password: ['This password contains your name or e-mail. Choose another one.'],
    });
  });

  test('a long unusual password is accepted', async () => {
    const res = await post(
      app,
      '/register-user',
      await registrationFields(app, {
        password: 'Saffron-Kettle-Minaret-8',
        password_confirmation: 'Saffron-Kettle-Minaret-8',
      }),
    );
    expect(res.statusCode).toBe(201);
  });

  test('a reset to a common password is refused and the reset token stays usable', async () => {
    const { email } = await createUser(app);
    await post(app, '/send_code', { email });
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    });
    const code = /\b(\d{6})\b/.exec(outbox.json().data[0].body)?.[1];
    const verified = await post(app, '/verify_code', { email, code });
    const resetToken = verified.json().data.reset_token;
    const weak = await post(
      app,
      '/reset_password',
      { reset_token: resetToken, password: 'password123', password_confirmation: 'password123' },
      { lang: 'ar' },
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([
      'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور قلّما يستخدمها غيرك.',
    ]);
    const strong = await post(app, '/reset_password', {
      reset_token: resetToken,
      password: 'Juniper-Lantern-Quay-5',
      password_confirmation: 'Juniper-Lantern-Quay-5',
    });
    expect(strong.statusCode).toBe(200);
  });
});

describe('stolen hashes', () => {
  test('a new account’s hash carries OWASP’s scrypt parameters N=2^17, r=8, p=1', async () => {
    await withApp({ PASSWORD_HASH_COST: '17' }, async (owasp) => {
      const { account } = await createUser(owasp);
      expect((await userRow(owasp, account.id)).passwordHash).toMatch(
        /^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/,
      );
    });
  });

  test('the hashing cost cannot be lowered outside tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '14' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
    expect(loadConfig({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe(17);
  });

  test('an old hash (N=2^14) still signs in and is upgraded to 2^17 at that sign-in', async () => {
    await withApp({ PASSWORD_HASH_COST: '17' }, async (owasp) => {
      const { account, email, password } = await createUser(owasp);
      const oldHash = await hashPassword(password, 14);
      expect(oldHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      await owasp.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, account.id));

      expect((await post(owasp, '/login', { email, password })).statusCode).toBe(200);
      const upgraded = (await userRow(owasp, account.id)).passwordHash;
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await post(owasp, '/login', { email, password })).statusCode).toBe(200);
      expect((await userRow(owasp, account.id)).passwordHash).toBe(upgraded);
    });
  });
});

describe('guessing and lock-out', () => {
  test('ten wrong passwords from one address do not stop the owner signing in from another', async () => {
    const { email, password } = await createUser(app);
    for (let i = 0; i < 10; i++) {
      const res = await post(app, '/login', { email, password: 'Wrong1234' }, { ip: '10.9.0.1' });
      expect(res.statusCode).toBe(401);
    }
    const owner = await post(app, '/login', { email, password }, { ip: '10.9.0.2' });
    expect(owner.statusCode).toBe(200);
  });

  test('the guessing address is limited for that account, even with the right password', async () => {
    const { email, password } = await createUser(app);
    for (let i = 0; i < 10; i++)
      await post(app, '/login', { email, password: 'Wrong1234' }, { ip: '10.9.1.1' });
    const res = await post(app, '/login', { email, password }, { ip: '10.9.1.1', lang: 'ar' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('http.too-many-requests');
    expect(res.json().message).toMatch(/^طلبات كثيرة جدًا/);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  test('a guesser cannot escape the limit with a fresh address of its IPv6 /64 for each guess', async () => {
    const { email, password } = await createUser(app);
    for (let i = 1; i <= 10; i++) {
      const ip = `2001:db8:5:7::${i.toString(16)}`;
      const res = await post(app, '/login', { email, password: 'Wrong1234' }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const sameNetwork = await post(
      app,
      '/login',
      { email, password },
      { ip: '2001:db8:5:7:ffff::1' },
    );
    expect(sameNetwork.statusCode).toBe(429);
    const owner = await post(app, '/login', { email, password }, { ip: '2001:db8:5:8::1' });
    expect(owner.statusCode).toBe(200);
  });

  test('successful sign-ins are not counted as failures', async () => {
    const { email, password } = await createUser(app);
    for (let i = 0; i < 12; i++) {
      const ok = await post(app, '/login', { email, password }, { ip: '10.9.2.1' });
      expect(ok.statusCode).toBe(200);
    }
  });

  test('a burst of parallel guesses from one address is bounded before its failures are counted', async () => {
    const { email } = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        post(app, '/login', { email, password: 'Wrong1234' }, { ip: '10.9.3.1' }),
      ),
    );
    const tried = answers.filter((res) => res.statusCode === 401).length;
    expect(tried).toBeLessThanOrEqual(30);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(40 - tried);
  });

  test('past the per-account ceiling from many addresses, sign-in is slowed by seconds, not locked', async () => {
    await withApp({ AUTH_ACCOUNT_CEILING: '3' }, async (limited) => {
      const { email, password } = await createUser(limited);
      for (let i = 0; i < 3; i++) {
        const res = await post(
          limited,
          '/login',
          { email, password: 'Wrong1234' },
          { ip: `10.8.0.${i}` },
        );
        expect(res.statusCode).toBe(401);
      }
      const owner = await post(limited, '/login', { email, password }, { ip: '10.8.1.1' });
      expect(owner.statusCode).toBe(200);
      const tooSoon = await post(limited, '/login', { email, password }, { ip: '10.8.1.1' });
      expect(tooSoon.statusCode).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(5);
    });
  });

  test('registration is limited per address, in its own budget', async () => {
    await withApp({ REGISTER_RATE_LIMIT_MAX: '2' }, async (limited) => {
      const register = async (ip: string, lang = 'en') =>
        post(limited, '/register-user', await registrationFields(limited), { ip, lang });
      expect((await register('10.7.0.1')).statusCode).toBe(201);
      expect((await register('10.7.0.1')).statusCode).toBe(201);
      const third = await register('10.7.0.1', 'ar');
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^طلبات كثيرة جدًا/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      const company = await post(
        limited,
        '/register-company',
        await registrationFields(limited, { company_name: 'Late Co' }),
        { ip: '10.7.0.1' },
      );
      expect(company.statusCode).toBe(429);
      expect((await register('10.7.0.2')).statusCode).toBe(201);
      const login = await post(
        limited,
        '/login',
        { email: uniqueEmail(), password: 'Wrong1234' },
        {
          ip: '10.7.0.1',
        },
      );
      expect(login.statusCode).toBe(401);
    });
  });
});
