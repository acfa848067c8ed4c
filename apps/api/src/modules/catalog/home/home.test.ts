import type { AdCard, HomePage, IndexPage } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categoryId, clearAds, placesOf, postAd } from '../../../../test/ad-factories.ts';
import { asUser } from '../../../../test/as-user.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';
import { ads } from '../../ads/ads.table.ts';
import { categories } from '../catalog.table.ts';

let app: App;
let seller: { token: string };
let sa: { countryId: number; regionIds: number[] };
let ae: { countryId: number; regionIds: number[] };
const ids: Record<string, number> = {};

const get = async <T>(url: string, lang = 'en') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
};

/** Active ads in the database, counted directly (what the landing page must show). */
const activeAdsInDb = async (extra = sql`true`) => {
  const rows = await app.db.execute(
    sql`select count(*)::int as n from ${ads} where status = 'active' and ${extra}`,
  );
  return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
};

beforeAll(async () => {
  // Counts read the database every time here: nothing is remembered between requests.
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
  await clearAds(app);
  seller = await createUser(app);
  sa = await placesOf(app, 'SA');
  ae = await placesOf(app, 'AE');
  const post = async (name: string, fields: Record<string, unknown>) => {
    ids[name] = (await postAd(app, seller.token, fields)).id;
  };
  // Riyadh-like first region of Saudi Arabia: two vehicles and a phone.
  await post('camry', {
    title: 'Toyota Camry 2020',
    category_id: await categoryId(app, 'cars-for-sale'),
  });
  await post('bike', { title: 'Yamaha R1', category_id: await categoryId(app, 'motorcycles') });
  await post('iphone', { title: 'iPhone 13', category_id: await categoryId(app, 'mobile-phones') });
  // Another Saudi region, and another country.
  await post('jeddah-car', {
    title: 'Nissan Patrol',
    category_id: await categoryId(app, 'cars-for-sale'),
    region_id: sa.regionIds[1],
  });
  await post('dubai-car', {
    title: 'Lexus LX',
    category_id: await categoryId(app, 'cars-for-sale'),
    country_id: ae.countryId,
    region_id: ae.regionIds[0],
    phone: '0501234567',
  });
});
afterAll(() => app.close());

describe('GET /index-page', () => {
  test('the live counts are those of the database and move with it', async () => {
    const before = await get<IndexPage>('/index-page');
    expect(before.counts).toEqual({ ads: await activeAdsInDb(), jobs: 0, auctions: 0 });
    expect(before.counts.ads).toBe(5);

    const extra = await postAd(app, seller.token, { title: 'Kia Sportage' });
    const afterPost = await get<IndexPage>('/index-page');
    expect(afterPost.counts.ads).toBe(6);

    // A sold ad is no longer live.
    const res = await asUser(app, seller.token).post(`/api/v1/advertisements/${extra.id}/status`, {
      status: 'sold',
    });
    expect(res.statusCode).toBe(200);
    const afterSale = await get<IndexPage>('/index-page');
    expect(afterSale.counts.ads).toBe(5);
    expect(afterSale.counts.ads).toBe(await activeAdsInDb());
  });

  test('top categories are counted with their sub-categories, the fullest first', async () => {
    const page = await get<IndexPage>('/index-page');
    const vehicles = await categoryId(app, 'vehicles');
    const [first] = page.top_categories;
    expect(first).toMatchObject({ id: vehicles, name: 'Vehicles', icon: 'car', parent_id: null });
    expect(first!.ads_count).toBe(await activeAdsInDb(sql`${ads.rootCategoryId} = ${vehicles}`));
    expect(first!.ads_count).toBe(4);
    expect(first!.children_count).toBeGreaterThan(0);
    expect(page.top_categories.length).toBeLessThanOrEqual(8);
    const counts = page.top_categories.map((c) => c.ads_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  test('category names follow the language', async () => {
    const page = await get<IndexPage>('/index-page', 'ar');
    expect(page.top_categories[0]!.name).toBe('سيارات ومركبات');
  });
});

describe('GET /home-page', () => {
  const titles = (cards: AdCard[]) => cards.map((c) => c.title).sort();

  test('without a selection it shows the newest ads everywhere and the top-level categories', async () => {
    const page = await get<HomePage>('/home-page');
    expect(page.latest_ads.map((a) => a.id)).toEqual(
      [ids['dubai-car'], ids['jeddah-car'], ids.iphone, ids.bike, ids.camry].map(Number),
    );
    expect(page.latest_jobs).toEqual([]);
    expect(page.live_auctions).toEqual([]);
    expect(page.categories.every((c) => c.parent_id === null)).toBe(true);
  });

  test('a region and a parent category keep only matching ads, sub-categories included', async () => {
    const vehicles = await categoryId(app, 'vehicles');
    const page = await get<HomePage>(
      `/home-page?country_id=${sa.countryId}&region_id=${sa.regionIds[0]}&category_id=${vehicles}`,
    );
    expect(titles(page.latest_ads)).toEqual(['Toyota Camry 2020', 'Yamaha R1']);
    for (const ad of [...page.latest_ads, ...page.featured_ads]) {
      expect(ad.region.id).toBe(sa.regionIds[0]);
      expect(ad.country.id).toBe(sa.countryId);
    }
    // The phone (another category), Jeddah's car (another region) and Dubai's are absent.
    const shown = page.latest_ads.map((a) => a.id);
    expect(shown).not.toContain(ids.iphone);
    expect(shown).not.toContain(ids['jeddah-car']);
    expect(shown).not.toContain(ids['dubai-car']);
    // The grid offers Vehicles' sub-categories, counted in that region.
    expect(page.categories.every((c) => c.parent_id === vehicles)).toBe(true);
    const count = (slug: string) => page.categories.find((c) => c.slug === slug)!.ads_count;
    expect(count('cars-for-sale')).toBe(1);
    expect(count('motorcycles')).toBe(1);
    expect(count('trucks-heavy-vehicles')).toBe(0);
  });

  test('a country alone covers all its regions', async () => {
    const cars = await categoryId(app, 'cars-for-sale');
    const page = await get<HomePage>(`/home-page?country_id=${sa.countryId}&category_id=${cars}`);
    expect(titles(page.latest_ads)).toEqual(['Nissan Patrol', 'Toyota Camry 2020']);
    // A sub-category's grid shows its siblings.
    const [first] = await app.db.select().from(categories).where(eq(categories.id, cars));
    expect(page.categories.every((c) => c.parent_id === first!.parentId)).toBe(true);
  });

  test('featured ads are the most viewed of the last 30 days', async () => {
    await app.db.update(ads).set({ views: 50 }).where(eq(ads.id, ids.bike!));
    await app.db.update(ads).set({ views: 10 }).where(eq(ads.id, ids.camry!));
    // Popular but older than 30 days: not featured.
    await app.db
      .update(ads)
      .set({ views: 900, createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(ads.id, ids.iphone!));
    const page = await get<HomePage>(
      `/home-page?country_id=${sa.countryId}&region_id=${sa.regionIds[0]}`,
    );
    expect(page.featured_ads.map((a) => a.id)).toEqual([ids.bike, ids.camry]);
  });

  test('an unknown category or a region of another country shows nothing', async () => {
    const unknown = await get<HomePage>('/home-page?category_id=999999');
    expect(unknown.latest_ads).toEqual([]);
    const mismatch = await get<HomePage>(
      `/home-page?country_id=${ae.countryId}&region_id=${sa.regionIds[0]}`,
    );
    expect(mismatch.latest_ads).toEqual([]);
  });

  test('names are in the request language', async () => {
    const page = await get<HomePage>(`/home-page?country_id=${sa.countryId}`, 'ar');
    const camry = page.latest_ads.find((a) => a.id === ids.camry)!;
    expect(camry.category.name).toBe('سيارات للبيع');
    expect(camry.country.name).toMatch(/[\u0600-\u06FF]/);
    expect(page.categories[0]!.name).toMatch(/[\u0600-\u06FF]/);
  });

  test('a malformed id is refused with 422', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/home-page?region_id=abc' });
    expect(res.statusCode).toBe(422);
  });

  test('answers are cached for a while and vary by language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/home-page' });
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=/);
  });
});

test('both pages are in the published contract', async () => {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, unknown>;
  };
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/v1/index-page', '/api/v1/home-page']),
  );
});
