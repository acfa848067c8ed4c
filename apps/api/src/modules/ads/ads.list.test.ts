import type { AdCard } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categoryId, clearAds, placesOf, postAd } from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

interface Page {
  data: AdCard[];
  meta: {
    current_page: number;
    last_page: number;
    per_page: number;
    total: number;
    total_capped: boolean;
  };
}

let app: App;
const ids: Record<string, number> = {};
let regions: number[];

beforeAll(async () => {
  app = await buildTestApp();
  await clearAds(app);
  const seller = await createUser(app);
  regions = (await placesOf(app, 'SA')).regionIds;
  const post = async (name: string, fields: Record<string, unknown>) => {
    ids[name] = (await postAd(app, seller.token, fields)).id;
  };
  // Posted in this order: "newest" lists them backwards.
  await post('camry', {
    title: 'تويوتا كامري ٢٠٢٠ فل كامل',
    price: '20000',
    category_id: await categoryId(app, 'cars-for-sale'),
  });
  await post('iphone', {
    title: 'iPhone 13 Pro 256GB',
    price: '700',
    category_id: await categoryId(app, 'mobile-phones'),
  });
  await post('tutor', {
    title: 'مدرسة رياضيات خصوصي',
    price: '30',
    condition: 'new',
    category_id: await categoryId(app, 'tutoring'),
    region_id: regions[1],
  });
  await post('bike', {
    title: 'دراجة نارية من معرض أحمد',
    description: 'ياماها بحالة الوكالة',
    price: '5000',
    condition: 'new',
    category_id: await categoryId(app, 'motorcycles'),
    region_id: regions[1],
  });
  await post('galaxy', {
    title: 'Samsung Galaxy S23',
    price: '',
    negotiable: 'true',
    condition: 'new',
    category_id: await categoryId(app, 'mobile-phones'),
    region_id: regions[1],
  });
  await post('sold', {
    title: 'iPhone 12 mini',
    price: '300',
    category_id: await categoryId(app, 'mobile-phones'),
  });
  await asUser(app, seller.token).post(`/api/v1/advertisements/${ids.sold}/status`, {
    status: 'sold',
  });
});
afterAll(() => app.close());

const list = async (query = '', lang = 'en') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/advertisements${query ? `?${query}` : ''}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const names = (page: Page) =>
  page.data.map((ad) => Object.keys(ids).find((name) => ids[name] === ad.id));
const search = (text: string) => list(`contains[name]=${encodeURIComponent(text)}`);

describe('filters', () => {
  test('only active ads, newest first, with cover, seller and localised places', async () => {
    const page = await list('', 'ar');
    expect(names(page)).toEqual(['galaxy', 'bike', 'tutor', 'iphone', 'camry']);
    expect(page.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 5,
      total_capped: false,
    });
    const card = page.data.find((a) => a.id === ids.iphone)!;
    expect(card.cover?.thumb_url).toMatch(/-400\.webp$/);
    expect(card.category.name).toBe('جوالات');
    expect(card).not.toHaveProperty('description');
  });

  test('a parent category includes its sub-categories', async () => {
    const vehicles = await categoryId(app, 'vehicles');
    expect(names(await list(`category_id=${vehicles}`))).toEqual(['bike', 'camry']);
    const phones = await categoryId(app, 'mobile-phones');
    expect(names(await list(`category_id=${phones}`))).toEqual(['galaxy', 'iphone']);
  });

  test("a seller's list holds only that seller's active ads", async () => {
    const other = await createUser(app);
    const theirs = (await postAd(app, other.token, { title: 'Office chair, ergonomic' })).id;
    const first = await list(
      `user_id=${(await app.inject({ method: 'GET', url: `/api/v1/advertisements/details/${ids.camry}` })).json().data.user.id}`,
    );
    expect(names(first)).toEqual(['galaxy', 'bike', 'tutor', 'iphone', 'camry']);
    const second = await list(`user_id=${other.account.id}`);
    expect(second.data.map((ad) => ad.id)).toEqual([theirs]);
    await asUser(app, other.token).inject({
      method: 'DELETE',
      url: `/api/v1/advertisements/delete/${theirs}`,
    });
  });

  test('region, country, price range and condition', async () => {
    expect(names(await list(`region_id=${regions[1]}`))).toEqual(['galaxy', 'bike', 'tutor']);
    const { countryId } = await placesOf(app, 'AE');
    expect(names(await list(`country_id=${countryId}`))).toEqual([]);
    expect(names(await list('price_min=100&price_max=6000'))).toEqual(['bike', 'iphone']);
    expect(names(await list('condition=new'))).toEqual(['galaxy', 'bike', 'tutor']);
    const vehicles = await categoryId(app, 'vehicles');
    expect(names(await list(`category_id=${vehicles}&region_id=${regions[1]}`))).toEqual(['bike']);
  });

  test('sorts by price both ways, ads without a price last', async () => {
    expect(names(await list('sort=price_asc'))).toEqual([
      'tutor',
      'iphone',
      'bike',
      'camry',
      'galaxy',
    ]);
    expect(names(await list('sort=price_desc'))).toEqual([
      'camry',
      'bike',
      'iphone',
      'tutor',
      'galaxy',
    ]);
  });

  test('a bad filter value is a 422', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/advertisements?sort=cheapest' });
    expect(res.statusCode).toBe(422);
  });
});

describe('search, as an Arabic speaker expects', () => {
  test.each([
    ['احمد', 'bike'],
    ['مدرسه', 'tutor'],
    ['2020', 'camry'],
    ['٢٠٢٠ تويوتا', 'camry'],
    ['iphon', 'iphone'],
    ['IPHONE 13', 'iphone'],
    ['مَدْرَسَة', 'tutor'],
  ])('"%s" finds %s', async (text, name) => {
    expect(names(await search(text))).toEqual([name]);
  });

  test('a misspelt word finds titles with a similar word', async () => {
    expect(names(await search('samsng'))).toEqual(['galaxy']);
    expect(names(await search('تويتا'))).toEqual(['camry']);
  });

  test('the bracket key arrives encoded or not, and combines with filters', async () => {
    expect(names(await list('contains%5Bname%5D=iphone'))).toEqual(['iphone']);
    const phones = await categoryId(app, 'mobile-phones');
    expect(names(await list(`contains[name]=iphone&category_id=${phones}`))).toEqual(['iphone']);
    expect(names(await list(`contains[name]=iphone&region_id=${regions[1]}`))).toEqual([]);
  });

  test('a query without words lists everything', async () => {
    expect((await search('  !! ')).data).toHaveLength(5);
  });
});

describe('paging', () => {
  test('per_page is clamped to 1..50', async () => {
    expect((await list('per_page=500')).meta.per_page).toBe(50);
    const one = await list('per_page=0');
    expect(one.meta).toMatchObject({ per_page: 1, last_page: 5, total: 5 });
    expect(one.data).toHaveLength(1);
  });

  test('pages follow each other without overlap', async () => {
    const first = await list('per_page=2&page=1');
    const second = await list('per_page=2&page=2');
    const third = await list('per_page=2&page=3');
    expect([...names(first), ...names(second), ...names(third)]).toEqual([
      'galaxy',
      'bike',
      'tutor',
      'iphone',
      'camry',
    ]);
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 3, total: 5 });
  });

  test('a page past the last one is empty and still says the total', async () => {
    const past = await list('per_page=2&page=4');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 4, last_page: 3, total: 5 });
  });

  test('pages past the first 1,000 ads are never read', async () => {
    const deep = await list('per_page=10&page=500');
    expect(deep.data).toEqual([]);
    expect(deep.meta.last_page).toBeLessThanOrEqual(101);
  });
});
