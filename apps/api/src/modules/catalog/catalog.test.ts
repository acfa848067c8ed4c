import type { Category, Country, Region } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import type { App } from '../../app.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = async <T>(url: string, lang = 'en') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { 'accept-language': lang },
  });
  return {
    status: res.statusCode,
    body: res.json() as { data: T; message?: string; code?: string },
  };
};

const REQUIRED_COUNTRIES = [
  'SA',
  'AE',
  'KW',
  'QA',
  'BH',
  'OM',
  'EG',
  'JO',
  'IQ',
  'LB',
  'SY',
  'PS',
  'YE',
  'LY',
  'TN',
  'DZ',
  'MA',
  'SD',
];

describe('countries', () => {
  test('every required country is listed with dial code and flag, GCC first', async () => {
    const { status, body } = await get<Country[]>('/shared/countries');
    expect(status).toBe(200);
    const codes = body.data.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(REQUIRED_COUNTRIES));
    expect(codes.slice(0, 6)).toEqual(['SA', 'AE', 'KW', 'QA', 'BH', 'OM']);
    const saudi = body.data.find((c) => c.code === 'SA')!;
    expect(saudi).toMatchObject({ name: 'Saudi Arabia', phone_code: '+966', flag: '🇸🇦' });
    expect(Object.keys(saudi).sort()).toEqual(['code', 'flag', 'id', 'name', 'phone_code']);
  });

  test('names come in Arabic when asked', async () => {
    const { body } = await get<Country[]>('/shared/countries', 'ar');
    expect(body.data.find((c) => c.code === 'SA')?.name).toBe('المملكة العربية السعودية');
    expect(body.data.find((c) => c.code === 'EG')?.name).toBe('مصر');
  });
});

describe('regions', () => {
  const countryId = async (code: string) =>
    (await get<Country[]>('/shared/countries')).body.data.find((c) => c.code === code)!.id;

  test("a country's real first-level regions, in both languages", async () => {
    const id = await countryId('SA');
    const en = await get<Region[]>(`/shared/regions/${id}`);
    expect(en.status).toBe(200);
    expect(en.body.data).toHaveLength(13);
    expect(en.body.data.map((r) => r.name)).toEqual(expect.arrayContaining(['Riyadh', 'Makkah']));
    expect(en.body.data.every((r) => r.country_id === id)).toBe(true);
    const ar = await get<Region[]>(`/shared/regions/${id}`, 'ar');
    expect(ar.body.data.map((r) => r.name)).toContain('الرياض');
  });

  test.each([
    ['AE', 7],
    ['EG', 27],
    ['JO', 12],
    ['PS', 16],
    ['DZ', 58],
    ['MA', 12],
  ])('%s has %i regions', async (code, count) => {
    const { body } = await get<Region[]>(`/shared/regions/${await countryId(code)}`);
    expect(body.data).toHaveLength(count);
  });

  test('an unknown country is a localised 404', async () => {
    const { status, body } = await get('/shared/regions/999999', 'ar');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'هذه الدولة غير موجودة.', code: 'catalog.country-not-found' });
  });

  test('a non-numeric id is a 422 naming the field', async () => {
    const { status, body } = await get('/shared/regions/abc');
    expect(status).toBe(422);
    expect(body.code).toBe('http.validation');
    expect(Object.keys((body as unknown as { errors: object }).errors)).toEqual(['countryId']);
  });
});

describe('categories', () => {
  test('the top level of a general marketplace, with icons and children counts', async () => {
    const { status, body } = await get<Category[]>('/categories');
    expect(status).toBe(200);
    const slugs = body.data.map((c) => c.slug);
    expect(slugs.slice(0, 3)).toEqual(['vehicles', 'real-estate', expect.any(String)]);
    expect(body.data.length).toBeGreaterThanOrEqual(13);
    for (const category of body.data) {
      expect(category.parent_id).toBeNull();
      expect(category.icon).toMatch(/^[a-z0-9-]+$/);
      expect(category.children_count).toBeGreaterThan(0);
    }
  });

  test('children of a category, in Arabic', async () => {
    const top = await get<Category[]>('/categories');
    const vehicles = top.body.data.find((c) => c.slug === 'vehicles')!;
    const { body } = await get<Category[]>(`/categories?parent_id=${vehicles.id}`, 'ar');
    expect(body.data).toHaveLength(vehicles.children_count);
    expect(body.data.every((c) => c.parent_id === vehicles.id && c.children_count === 0)).toBe(
      true,
    );
    expect(body.data.map((c) => c.name)).toContain('سيارات للبيع');
  });

  test('an unknown parent is a 404', async () => {
    const { status, body } = await get('/categories?parent_id=987654');
    expect(status).toBe(404);
    expect(body.code).toBe('catalog.category-not-found');
  });
});
