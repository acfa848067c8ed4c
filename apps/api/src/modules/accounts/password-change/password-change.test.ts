import type { OutboxEmail } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, TEST_PASSWORD, type TestAccount } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';

const API = '/api/v1';
const NEW_PASSWORD = 'Copper-Lantern-Orbit-77';
let app: App;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const change = (token: string, body: Record<string, unknown>, lang = 'en') =>
  asUser(app, token).post(`${API}/change-password`, body, { 'accept-language': lang });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: `${API}/login`, payload: { email, password } });
const profileStatus = async (token: string) =>
  (await asUser(app, token).get(`${API}/profile`)).statusCode;
const outbox = async (email: string): Promise<OutboxEmail[]> =>
  (
    await app.inject({
      method: 'GET',
      url: `${API}/dev/outbox?email=${encodeURIComponent(email)}`,
    })
  ).json().data;

const secondSession = async (person: TestAccount) => {
  const res = await login(person.email, person.password);
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
};

describe('changing the password while signed in', () => {
  test('sets it, keeps this session, ends the others, and e-mails the account in its language', async () => {
    const person = await createUser(app);
    const other = await secondSession(person);
    const res = await change(
      person.token,
      {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
      'ar',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم تغيير كلمة المرور. تم تسجيل الخروج من الأجهزة الأخرى.');
    expect(await profileStatus(person.token)).toBe(200);
    expect(await profileStatus(other)).toBe(401);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [mail] = await outbox(person.email);
    expect(mail!.subject).toBe('تم تغيير كلمة مرور حسابك في سوق');
  });

  test('a wrong current password is refused on its field and changes nothing', async () => {
    const person = await createUser(app);
    const other = await secondSession(person);
    const res = await change(person.token, {
      current_password: 'not-my-password-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('accounts.current-password-wrong');
    expect(Object.keys(res.json().errors)).toEqual(['current_password']);
    expect(await profileStatus(other)).toBe(200);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await outbox(person.email)).toEqual([]);
  });

  test('the new password follows the registration rules', async () => {
    const person = await createUser(app);
    const weak = await change(person.token, {
      current_password: TEST_PASSWORD,
      password: 'short1',
      password_confirmation: 'short1',
    });
    expect(weak.statusCode).toBe(422);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);
    const mismatch = await change(person.token, {
      current_password: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    });
    expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
    const guessable = await change(person.token, {
      current_password: TEST_PASSWORD,
      password: 'password1',
      password_confirmation: 'password1',
    });
    expect(guessable.statusCode).toBe(422);
    expect(Object.keys(guessable.json().errors)).toEqual(['password']);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  test('guessing the current password is cut off after a few tries (429)', async () => {
    const person = await createUser(app);
    const wrong = {
      current_password: 'guess-1',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await change(person.token, wrong)).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(codes[10]).toBe(429);
  });

  test('401 before the body is read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/change-password`,
      payload: { password: 1 },
    });
    expect(res.statusCode).toBe(401);
  });

  test('two changes at once: one wins, the other is told its current password is wrong', async () => {
    const person = await createUser(app);
    const other = await secondSession(person);
    const [a, b] = await Promise.all([
      change(person.token, {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
      change(other, {
        current_password: TEST_PASSWORD,
        password: 'Velvet-Harbor-Quill-31',
        password_confirmation: 'Velvet-Harbor-Quill-31',
      }),
    ]);
    // The loser either lost the hash race (422) or its session was ended first (401).
    expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
    const winner = a.statusCode === 200 ? NEW_PASSWORD : 'Velvet-Harbor-Quill-31';
    expect((await login(person.email, winner)).statusCode).toBe(200);
  });
});
