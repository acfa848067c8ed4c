import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, placeOf, TEST_PASSWORD, userRow } from '../../../test/factories.ts';
import { hasGpsDirectory, jpegWithGps } from '../../../test/images.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const file = (data: Buffer, filename: string, contentType: string) => ({
  data,
  filename,
  contentType,
});

/** The stored file behind a `/media/...` URL. */
const fileOf = (url: string) =>
  readFile(join(app.config.dataDir, 'media', new URL(url).pathname.replace(/^\/media\//, '')));

describe('GET /profile', () => {
  test('answers the signed-in account', async () => {
    const { token, account } = await createUser(app);
    const res = await asUser(app, token).get('/api/v1/profile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({ data: { user: account } });
  });

  test('without a token it is a 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/profile' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /update-user-profile', () => {
  test('saves name, bio, phone and place, and says so', async () => {
    const { token } = await createUser(app);
    const uae = await placeOf(app, 'AE');
    const res = await asUser(app, token).post(
      '/api/v1/update-user-profile',
      multipart({
        name: 'Omar Updated',
        bio: 'Selling my old bikes.',
        phone: '050 123 4567',
        country_id: uae.countryId,
        region_id: uae.regionId,
      }),
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('تم حفظ ملفك الشخصي.');
    expect(res.json().data.user).toMatchObject({
      name: 'Omar Updated',
      bio: 'Selling my old bikes.',
      phone: '+971501234567',
      country_id: uae.countryId,
      region_id: uae.regionId,
    });
  });

  test('an avatar is stored without its GPS data and served from its URL', async () => {
    const { token } = await createUser(app);
    const photo = await jpegWithGps();
    expect(hasGpsDirectory((await sharp(photo).metadata()).exif!)).toBe(true);
    const res = await asUser(app, token).post(
      '/api/v1/update-user-profile',
      multipart({ image: file(photo, 'me.jpg', 'image/jpeg') }),
    );
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user.image).toMatch(
      /^http:\/\/localhost(:\d+)?\/media\/avatars\/\d{4}\/[0-9a-f]{32}-400\.webp$/,
    );
    expect(user.photo).toBe(user.image);
    for (const url of [user.image, user.image.replace('-400.webp', '-1600.webp')]) {
      const meta = await sharp(await fileOf(url)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const served = await app.inject({ method: 'GET', url: new URL(user.image).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  test('a new avatar replaces the old one, whose files are deleted', async () => {
    const { token } = await createUser(app);
    const upload = async () =>
      (
        await asUser(app, token).post(
          '/api/v1/update-user-profile',
          multipart({ image: file(await jpegWithGps(), 'me.jpg', 'image/jpeg') }),
        )
      ).json().data.user.image as string;
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    await expect(fileOf(first)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(fileOf(second)).resolves.toBeInstanceOf(Buffer);
  });

  test.each([
    [
      'an SVG',
      file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.svg', 'image/svg+xml'),
    ],
    ['a text file renamed .png', file(Buffer.from('hello, not an image'), 'me.png', 'image/png')],
  ])('%s as avatar is refused with 415 and changes nothing', async (_label, upload) => {
    const { token, account } = await createUser(app);
    const res = await asUser(app, token).post(
      '/api/v1/update-user-profile',
      multipart({ name: 'Changed', image: upload }),
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'نوع هذا الملف غير مقبول. ارفع صورة بصيغة JPEG أو PNG أو WebP أو AVIF.',
      code: 'media.unsupported-type',
    });
    expect((await userRow(app, account.id)).name).toBe(account.name);
  });

  test('an avatar over 10 MB is refused with 413', async () => {
    const { token } = await createUser(app);
    const res = await asUser(app, token).post(
      '/api/v1/update-user-profile',
      multipart({ image: file(Buffer.alloc(11 * 1024 * 1024, 0xff), 'big.jpg', 'image/jpeg') }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'This file is too large. The limit is 10 MB.',
      code: 'media.too-large',
    });
  });

  test('fields a user may not set are ignored: type, points, e-mail, ids, verification, times', async () => {
    const { token, account } = await createUser(app);
    const res = await asUser(app, token).post('/api/v1/update-user-profile', {
      name: 'Still A Person',
      type: 'company',
      points: 99999,
      email: 'hijack@example.com',
      id: 1,
      user_id: 1,
      email_verified_at: '2020-01-01T00:00:00Z',
      created_at: '2000-01-01T00:00:00Z',
      password_hash: 'scrypt$1$1$1$x$y',
      invite_code: 'STOLEN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      ...account,
      name: 'Still A Person',
    });
    const row = await userRow(app, account.id);
    expect(row).toMatchObject({ type: 'user', points: 0, email: account.email });
    expect(row.emailVerifiedAt).toBeNull();
    expect(row.passwordHash).toMatch(/^scrypt\$1024\$/);
    expect(row.inviteCode).not.toBe('STOLEN');
  });

  test('a region of another country is refused with 422', async () => {
    const { token } = await createUser(app);
    const egypt = await placeOf(app, 'EG');
    const res = await asUser(app, token).post('/api/v1/update-user-profile', {
      region_id: egypt.regionId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ region_id: ['Choose a region of the chosen country.'] });
  });

  test('moving to another country checks the phone against its dial code', async () => {
    const { token } = await createUser(app);
    const egypt = await placeOf(app, 'EG');
    const res = await asUser(app, token).post('/api/v1/update-user-profile', {
      country_id: egypt.countryId,
      region_id: egypt.regionId,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['phone']);
  });

  test('a bad phone is refused with 422', async () => {
    const { token } = await createUser(app);
    const res = await asUser(app, token).post('/api/v1/update-user-profile', { phone: '12' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toEqual(['Enter a valid phone number for the chosen country.']);
  });

  test('an empty bio clears it', async () => {
    const { token } = await createUser(app);
    await asUser(app, token).post('/api/v1/update-user-profile', { bio: 'Hello' });
    const res = await asUser(app, token).post(
      '/api/v1/update-user-profile',
      multipart({ bio: '' }),
    );
    expect(res.json().data.user.bio).toBeNull();
  });
});

describe('POST /update-company-profile', () => {
  test('a company saves its company details and logo, shown as its photo', async () => {
    const { token } = await createUser(app, { type: 'company' });
    const logo = await sharp({
      create: { width: 600, height: 600, channels: 4, background: '#fa0' },
    })
      .png()
      .toBuffer();
    const res = await asUser(app, token).post(
      '/api/v1/update-company-profile',
      multipart({
        company_name: 'New Name Trading',
        commercial_register: '7001234567',
        logo: file(logo, 'logo.png', 'image/png'),
      }),
    );
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({
      company_name: 'New Name Trading',
      commercial_register: '7001234567',
    });
    expect(user.logo).toMatch(/\/media\/logos\/\d{4}\/[0-9a-f]{32}-400\.webp$/);
    expect(user.image).toBe(user.logo);
  });

  test('a company logo can come with registration, as form data', async () => {
    const { countryId, regionId } = await placeOf(app, 'SA');
    const form = multipart({
      name: 'Logo Co',
      email: `logo.${Date.now()}@example.com`,
      phone: '0551234567',
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      country_id: countryId,
      region_id: regionId,
      company_name: 'Logo Co Ltd',
      logo: file(await jpegWithGps(), 'logo.jpg', 'image/jpeg'),
    });
    const res = await app.inject({ method: 'POST', url: '/api/v1/register-company', ...form });
    expect(res.statusCode).toBe(201);
    const { company } = res.json().data;
    expect(company.logo).toMatch(/-400\.webp$/);
    expect((await sharp(await fileOf(company.logo)).metadata()).exif).toBeUndefined();
  });

  test('a person cannot set company details: 403', async () => {
    const { token } = await createUser(app);
    const res = await asUser(app, token).post('/api/v1/update-company-profile', {
      company_name: 'Sneaky',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('accounts.not-a-company');
  });
});
