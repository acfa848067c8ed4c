import type { OutboxEmail } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, type TestAccount, uniqueEmail } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';
import { passwordResets } from '../accounts.table.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: object, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: { 'accept-language': lang },
  });

const outbox = async (email: string): Promise<OutboxEmail[]> =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?email=${encodeURIComponent(email)}`,
    })
  ).json().data;

/** Asks for a code and reads it from the newest e-mail. */
const requestCode = async (email: string, lang = 'en') => {
  expect((await post('/send_code', { email }, lang)).statusCode).toBe(200);
  const [latest] = await outbox(email);
  return /\b(\d{6})\b/.exec(latest!.body)![1]!;
};

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const verify = (email: string, code: string) => post('/verify_code', { email, code });

let person: TestAccount;
beforeAll(async () => {
  person = await createUser(app);
});

describe('send_code', () => {
  test('e-mails a 6-digit code, in the language of the request', async () => {
    const res = await post('/send_code', { email: person.email.toUpperCase() }, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فسيصله رمز من 6 أرقام.',
    });
    const [mail] = await outbox(person.email);
    expect(mail!.to).toBe(person.email);
    expect(mail!.subject).toMatch(/^رمزك في سوق: \d{6}$/);
    expect(mail!.body).toMatch(/\d{6}/);
    expect(mail!.body).toContain('10');
  });

  test('answers the same for an unknown e-mail, and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const known = await post('/send_code', { email: person.email });
    const unknown = await post('/send_code', { email: ghost });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(ghost)).toEqual([]);
  });

  test('a new code replaces the previous one', async () => {
    const { email } = await createUser(app);
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) {
      expect((await verify(email, first)).json().code).toBe('accounts.code-invalid');
    }
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  test('past the limit per e-mail, send_code answers 429 with Retry-After', async () => {
    const limited = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const send = () =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/send_code',
          payload: { email: person.email },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('verify_code and reset_password', () => {
  test('a correct code gives a reset token; the new password works, the old one and every old token do not', async () => {
    const account = await createUser(app);
    const second = (
      await post('/login', { email: account.email, password: account.password })
    ).json().data.token;
    const code = await requestCode(account.email);
    const verified = await verify(account.email, code);
    expect(verified.statusCode).toBe(200);
    const resetToken = verified.json().data.reset_token;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reset = await post('/reset_password', {
      reset_token: resetToken,
      password: 'Cedar-Harbor-Lamp-19',
      password_confirmation: 'Cedar-Harbor-Lamp-19',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Your password was changed. Sign in with the new one.',
    });

    for (const token of [account.token, second]) {
      expect((await asUser(app, token).get('/api/v1/profile')).statusCode).toBe(401);
    }
    expect(
      (await post('/login', { email: account.email, password: account.password })).statusCode,
    ).toBe(401);
    expect(
      (await post('/login', { email: account.email, password: 'Cedar-Harbor-Lamp-19' })).statusCode,
    ).toBe(200);
  });

  test('a reset token works once', async () => {
    const { email } = await createUser(app);
    const resetToken = (await verify(email, await requestCode(email))).json().data.reset_token;
    const body = {
      reset_token: resetToken,
      password: 'Cedar-Harbor-Lamp-19',
      password_confirmation: 'Cedar-Harbor-Lamp-19',
    };
    expect((await post('/reset_password', body)).statusCode).toBe(200);
    const again = await post('/reset_password', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('accounts.reset-token-invalid');
  });

  test('a confirmed code cannot be used a second time', async () => {
    const { email } = await createUser(app);
    const code = await requestCode(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await verify(email, code)).json().code).toBe('accounts.code-invalid');
  });

  test('a wrong code is refused with 422 on the code field', async () => {
    const { email } = await createUser(app);
    const code = await requestCode(email);
    const res = await post('/verify_code', { email, code: wrongCodeFor(code) }, 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'هذا الرمز غير صحيح.',
      code: 'accounts.code-invalid',
      errors: { code: ['هذا الرمز غير صحيح.'] },
    });
  });

  test('after 5 wrong codes the 6th try is refused, even with the right code', async () => {
    const { email } = await createUser(app);
    const code = await requestCode(email);
    for (let i = 0; i < 5; i++) {
      expect((await verify(email, wrongCodeFor(code))).json().code).toBe('accounts.code-invalid');
    }
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().code).toBe('accounts.code-attempts-exceeded');
    // A new code starts over.
    expect((await verify(email, await requestCode(email))).statusCode).toBe(200);
  });

  test('concurrent guesses cannot exceed the 5 tries', async () => {
    const { email, account } = await createUser(app);
    const code = await requestCode(email);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((guess) => verify(email, guess)));
    const [row] = await app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.id))
      .orderBy(sql`${passwordResets.id} desc`);
    expect(row!.attempts).toBe(5);
    expect((await verify(email, code)).json().code).toBe('accounts.code-attempts-exceeded');
  });

  test('an expired code is refused', async () => {
    const { email, account } = await createUser(app);
    const code = await requestCode(email);
    await app.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, account.id));
    const res = await verify(email, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('accounts.code-expired');
  });

  test('a code for an e-mail without an account is simply wrong', async () => {
    const res = await verify(uniqueEmail('ghost'), '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('accounts.code-invalid');
  });

  test('a code that is not 6 digits is a validation error', async () => {
    const res = await verify(person.email, '12ab');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(['This code is not correct.']);
  });

  test('a new password must follow the password rules and match its confirmation', async () => {
    const weak = await post('/reset_password', {
      reset_token: 'x'.repeat(43),
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const mismatch = await post('/reset_password', {
      reset_token: 'x'.repeat(43),
      password: 'Cedar-Harbor-Lamp-19',
      password_confirmation: 'NewPass124',
    });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The passwords do not match.'],
    });
  });
});
