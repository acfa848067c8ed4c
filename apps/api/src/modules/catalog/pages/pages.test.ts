import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, placeOf } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';
import { categories } from '../catalog.table.ts';
import { contactMessages } from '../contact/contact.table.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp({ CONTACT_RATE_LIMIT_MAX: '3' });
});
afterAll(() => app.close());

const get = (url: string, lang = 'en') =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': lang } });

describe('static pages', () => {
  test.each([
    ['terms', 'Terms of Use', 'شروط الاستخدام'],
    ['privacy', 'Privacy Policy', 'سياسة الخصوصية'],
    ['about', 'About Souq', 'من نحن'],
  ])('%s is served in both languages', async (slug, titleEn, titleAr) => {
    const en = await get(`/shared/view-policy/${slug}`);
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toMatchObject({ slug, title: titleEn });
    expect(en.json().data.body).toMatch(/^## /m);
    const ar = await get(`/shared/view-policy/${slug}`, 'ar');
    expect(ar.json().data.title).toBe(titleAr);
    expect(ar.json().data.body).toMatch(/[\u0600-\u06FF]/);
    expect(ar.json().data.body).not.toBe(en.json().data.body);
  });

  test('an unknown slug is a localised 404', async () => {
    const res = await get('/shared/view-policy/cookies', 'ar');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'هذه الصفحة غير موجودة.',
      code: 'catalog.page-not-found',
    });
  });
});

describe('contact form', () => {
  const message = {
    name: 'Sara',
    email: 'Sara@Example.com',
    subject: 'A question',
    message: 'How do I feature my ad on the home page?',
  };

  test('a valid message is stored for the operators, signed in or not', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/contact', payload: message });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Thank you! Your message has been sent. We will reply by e-mail.',
    );
    const [row] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json().data.id));
    expect(row).toMatchObject({
      name: 'Sara',
      email: 'sara@example.com',
      subject: 'A question',
      userId: null,
    });
  });

  test('each invalid field is reported in the request language and nothing is stored', async () => {
    const before = (await app.db.select().from(contactMessages)).length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'accept-language': 'ar' },
      payload: { name: ' ', email: 'nope', subject: 'hi', message: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(res.json().errors.email).toEqual(['أدخل بريدًا إلكترونيًا صالحًا.']);
    expect((await app.db.select().from(contactMessages)).length).toBe(before);
  });

  test('past a few messages from one IP the form answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: '10.9.8.7',
        payload: message,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('selected country, region and category', () => {
  test('a signed-in user stores a selection and reads it back, named in their language', async () => {
    const { token } = await createUser(app);
    const { countryId, regionId } = await placeOf(app, 'SA');
    const [vehicles] = await app.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'vehicles'));
    const user = asUser(app, token);
    expect((await user.get('/api/v1/categories/select-category')).json().data.selection).toEqual({
      country: null,
      region: null,
      category: null,
      updated_at: null,
    });
    const saved = await user.post('/api/v1/categories/select-category', {
      country_id: countryId,
      region_id: regionId,
      category_id: vehicles!.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.selection).toMatchObject({
      country: { id: countryId, code: 'SA', name: 'Saudi Arabia' },
      region: { id: regionId },
      category: { id: vehicles!.id, name: 'Vehicles', icon: 'car', parent_id: null },
    });
    const again = await user.get('/api/v1/categories/select-category', { 'accept-language': 'ar' });
    expect(again.json().data.selection.country.name).toBe('المملكة العربية السعودية');
  });

  test('a region of another country or an unknown category is refused with 422, storing nothing', async () => {
    const { token } = await createUser(app);
    const { countryId } = await placeOf(app, 'SA');
    const egypt = await placeOf(app, 'EG');
    const res = await asUser(app, token).post('/api/v1/categories/select-category', {
      country_id: countryId,
      region_id: egypt.regionId,
      category_id: 999999,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      region_id: ['Choose a region of the chosen country.'],
      category_id: ['This category does not exist.'],
    });
    const stored = await asUser(app, token).get('/api/v1/categories/select-category');
    expect(stored.json().data.selection.country).toBeNull();
  });

  test('signed out, the selection cannot be stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/categories/select-category',
      payload: { country_id: 1, region_id: 1, category_id: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});
