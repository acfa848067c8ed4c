import type { Auth } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { placeOf, registrationFields, uniqueEmail, userRow } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const register = (type: 'user' | 'company', payload: object, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/register-${type}`,
    payload,
    headers: { 'accept-language': lang },
  });

describe('person registration', () => {
  test('creates a signed-in person account with the phone in E.164', async () => {
    const fields = await registrationFields(app, {
      email: uniqueEmail('Mixed.Case').toUpperCase(),
    });
    const res = await register('user', fields);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { data: Auth; message: string };
    expect(body.message).toBe('Welcome to Souq! Your account is ready.');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.company).toEqual(body.data.user);
    expect(body.data.company).toMatchObject({
      type: 'user',
      name: 'Khalid Test',
      email: fields.email.toLowerCase(),
      phone: '+966501234567',
      image: null,
      photo: null,
      country_id: fields.country_id,
      region_id: fields.region_id,
      company_name: null,
      points: 0,
    });
    expect(Object.keys(body.data.user)).not.toContain('password_hash');
    const profile = await app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(profile.json().data.user.id).toBe(body.data.user.id);
  });

  test('a person in another country registers with a local number of that country', async () => {
    const uae = await placeOf(app, 'AE');
    const res = await register(
      'user',
      await registrationFields(app, {
        phone: '050 123 4567',
        country_id: uae.countryId,
        region_id: uae.regionId,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ phone: '+971501234567', region_id: uae.regionId });
  });

  test('a phone typed in Arabic-Indic digits is understood', async () => {
    const res = await register('user', await registrationFields(app, { phone: '٠٥٠١٢٣٤٥٦٧' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.phone).toBe('+966501234567');
  });

  test('the form data the web client sends is accepted, with the invite code stored', async () => {
    const fields = await registrationFields(app, { ref: 'AHMED2025' });
    const form = multipart(fields);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/register-user',
      ...form,
    });
    expect(res.statusCode).toBe(201);
    const row = await userRow(app, res.json().data.user.id);
    expect(row.invitedByCode).toBe('AHMED2025');
    expect(row.inviteCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(row.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  test('a second account with the same e-mail in another case is refused with 422', async () => {
    const fields = await registrationFields(app);
    expect((await register('user', fields)).statusCode).toBe(201);
    const again = await register('user', { ...fields, email: fields.email.toUpperCase() }, 'ar');
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe('http.validation');
    expect(again.json().errors).toEqual({ email: ['يوجد حساب مسجّل بهذا البريد الإلكتروني.'] });
  });

  test.each([
    ['too short for Saudi Arabia', '05012'],
    ['a UAE number for a Saudi account', '+971501234567'],
    ['letters', 'call me'],
  ])('a phone that is %s is refused with 422', async (_label, phone) => {
    const res = await register('user', await registrationFields(app, { phone }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['Enter a valid phone number for the chosen country.'],
    });
  });

  test('a region of another country is refused with 422', async () => {
    const egypt = await placeOf(app, 'EG');
    const res = await register(
      'user',
      await registrationFields(app, { region_id: egypt.regionId }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      region_id: ['Choose a region of the chosen country.'],
    });
  });

  test('an unknown country is refused with 422', async () => {
    const res = await register('user', await registrationFields(app, { country_id: 999999 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.country_id).toEqual(['Choose a country from the list.']);
  });

  test.each([
    ['shorter than 8 characters', 'abc123'],
    ['without a digit', 'abcdefghij'],
    ['without a letter', '1234567890'],
  ])('a password %s is refused with 422', async (_label, password) => {
    const res = await register(
      'user',
      await registrationFields(app, { password, password_confirmation: password }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['password']);
  });

  test('a password without a digit gets the password rule as its message, in Arabic', async () => {
    const res = await register(
      'user',
      await registrationFields(app, {
        password: 'abcdefghij',
        password_confirmation: 'abcdefghij',
      }),
      'ar',
    );
    expect(res.json().errors.password).toEqual(['استخدم 8 أحرف على الأقل تتضمن حرفًا ورقمًا.']);
  });

  test('a confirmation that differs from the password is refused with 422', async () => {
    const res = await register(
      'user',
      await registrationFields(app, { password_confirmation: 'Other1234' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
  });

  test('missing fields are each reported', async () => {
    const res = await register('user', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      [
        'country_id',
        'email',
        'name',
        'password',
        'password_confirmation',
        'phone',
        'region_id',
      ].sort(),
    );
  });

  test('mass-assigned type, points, ids and verification are ignored', async () => {
    const fields = await registrationFields(app, {
      type: 'company',
      points: 5000,
      id: 1,
      email_verified_at: '2020-01-01T00:00:00Z',
      created_at: '2000-01-01T00:00:00Z',
      invite_code: 'MINE',
    });
    const res = await register('user', fields);
    expect(res.statusCode).toBe(201);
    const { user } = res.json().data;
    expect(user).toMatchObject({ type: 'user', points: 0 });
    expect(user.id).not.toBe(1);
    expect(new Date(user.created_at).getFullYear()).toBeGreaterThan(2020);
    const row = await userRow(app, user.id);
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.inviteCode).not.toBe('MINE');
  });
});

describe('company registration', () => {
  test('creates a company account whose type tells the web app its role', async () => {
    const fields = await registrationFields(app, {
      company_name: 'Gulf Trading Co.',
      commercial_register: '1010123456',
    });
    const res = await register('company', fields);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.company).toMatchObject({
      type: 'company',
      company_name: 'Gulf Trading Co.',
      commercial_register: '1010123456',
      logo: null,
    });
  });

  test('a company needs its company name', async () => {
    const res = await register('company', await registrationFields(app));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['company_name']);
  });
});

test('the accounts endpoints are published in the OpenAPI document', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/register-user',
      '/api/v1/register-company',
      '/api/v1/login',
      '/api/v1/logout',
      '/api/v1/send_code',
      '/api/v1/verify_code',
      '/api/v1/reset_password',
      '/api/v1/profile',
      '/api/v1/update-user-profile',
      '/api/v1/update-company-profile',
    ]),
  );
});
