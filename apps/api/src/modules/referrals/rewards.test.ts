import type { Ad, AdCard, HomePage, Redemption, Reward } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categoryId, postAd } from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { multipart } from '../../../test/multipart.ts';
import {
  balanceOf,
  createInviter,
  grantPoints,
  pointsState,
  redeem,
} from '../../../test/referral-factories.ts';
import type { App } from '../../app.ts';
import { ads } from '../ads/ads.table.ts';
import { rewardRedemptions } from './referrals.table.ts';

const API = '/api/v1';
const DAY_MS = 86_400_000;
const HIGHLIGHT_ONCE = 1;
const FEATURE_WEEK = 2;
const FEATURE_MONTH = 3;
let app: App;

beforeAll(async () => {
  // The home page is read from the database every time: a redeem shows at once.
  app = await buildTestApp({ PAGE_CACHE_TTL_MS: '0' });
});
afterAll(() => app.close());

const get = async <T>(url: string, token?: string) => {
  const res = token
    ? await asUser(app, token).get(`${API}${url}`)
    : await app.inject({ method: 'GET', url: `${API}${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: T; meta: { total: number } };
};
const rewardsOf = async (token: string) => (await get<Reward[]>('/referrals/rewards', token)).data;
const adRow = async (id: number) => (await app.db.select().from(ads).where(eq(ads.id, id)))[0]!;
const daysFromNow = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / DAY_MS;

/** A seller with `points` and one active ad of theirs. */
const sellerWith = async (points: number, fields: Record<string, unknown> = {}) => {
  const seller = await createInviter(app);
  if (points > 0) await grantPoints(app, seller.account.id, points);
  const ad = await postAd(app, seller.token, fields);
  return { seller, ad };
};

describe('redeeming', () => {
  test('the one-time highlight: points spent, the ad highlighted, then "already redeemed"', async () => {
    const { seller, ad } = await sellerWith(2);
    const res = await redeem(app, seller, HIGHLIGHT_ONCE, ad.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Redemption; message: string };
    expect(body.message).toBe('Your ad is now highlighted.');
    expect(body.data).toMatchObject({ ad_id: ad.id, points: 0, reward: { id: 1, redeemed: true } });
    expect(daysFromNow(body.data.until)).toBeCloseTo(7, 1);
    expect(await pointsState(app, seller.account.id)).toEqual({ ledger: 0, cached: 0 });

    const details = (await get<Ad>(`/advertisements/details/${ad.id}`)).data;
    expect(details.highlighted_until).toBe(body.data.until);
    expect(details.featured_until).toBeNull();
    expect((await rewardsOf(seller.token)).map((r) => r.redeemed)).toEqual([true, false, false]);
    const history = (await balanceOf(app, seller)).history;
    expect(history[0]).toMatchObject({
      points: -2,
      reason: 'redeemed',
      user: null,
      reward: 'Highlight an ad for 7 days',
    });
    expect((await balanceOf(app, seller, 'ar')).history[0]!.reward).toBe('إبراز إعلان لمدة 7 أيام');

    await grantPoints(app, seller.account.id, 10);
    const again = await redeem(app, seller, HIGHLIGHT_ONCE, ad.id, 'ar');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'referrals.already-redeemed',
      message: 'لقد استبدلت هذه المكافأة من قبل: تُستخدم مرة واحدة لكل حساب.',
    });
    expect(await pointsState(app, seller.account.id)).toEqual({ ledger: 10, cached: 10 });
  });

  test('featuring again while it lasts extends it; a multipart body works too', async () => {
    const { seller, ad } = await sellerWith(12);
    const first = await asUser(app, seller.token).post(
      `${API}/referrals/rewards/${FEATURE_WEEK}/redeem`,
      multipart({ ad_id: ad.id }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Your ad is now featured.');
    const second = await redeem(app, seller, FEATURE_WEEK, ad.id);
    expect(second.json().data.points).toBe(0);
    expect(daysFromNow(second.json().data.until)).toBeCloseTo(14, 1);
    expect((await rewardsOf(seller.token)).every((r) => !r.redeemed)).toBe(true);
  });

  test('not enough points: 409, nothing spent and the ad unchanged', async () => {
    const { seller, ad } = await sellerWith(5);
    const res = await redeem(app, seller, FEATURE_WEEK, ad.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'referrals.not-enough-points',
      message: 'You do not have enough points: this reward costs 6 points.',
    });
    expect((await adRow(ad.id)).featuredUntil).toBeNull();
    expect(await pointsState(app, seller.account.id)).toEqual({ ledger: 5, cached: 5 });
    const redemptions = await app.db
      .select()
      .from(rewardRedemptions)
      .where(eq(rewardRedemptions.userId, seller.account.id));
    expect(redemptions).toEqual([]);
  });

  test('refusals: unknown reward or ad, another’s ad, a sold ad, a bad id', async () => {
    const { seller, ad } = await sellerWith(40);
    const other = await sellerWith(0);

    const unknownReward = await redeem(app, seller, 99, ad.id);
    expect([unknownReward.statusCode, unknownReward.json().code]).toEqual([
      404,
      'referrals.reward-not-found',
    ]);
    const missingAd = await redeem(app, seller, FEATURE_WEEK, 999_999_999);
    expect([missingAd.statusCode, missingAd.json().code]).toEqual([404, 'referrals.ad-not-found']);
    const theirs = await redeem(app, seller, FEATURE_WEEK, other.ad.id);
    expect([theirs.statusCode, theirs.json().code]).toEqual([403, 'referrals.not-own-ad']);

    await asUser(app, other.seller.token).post(`${API}/advertisements/${other.ad.id}/status`, {
      status: 'archived',
    });
    // Someone else's archived ad is not theirs to see.
    expect((await redeem(app, seller, FEATURE_WEEK, other.ad.id)).statusCode).toBe(404);

    await asUser(app, seller.token).post(`${API}/advertisements/${ad.id}/status`, {
      status: 'sold',
    });
    const sold = await redeem(app, seller, FEATURE_WEEK, ad.id);
    expect([sold.statusCode, sold.json().code]).toEqual([409, 'referrals.ad-not-active']);

    const badId = await asUser(app, seller.token).post(`${API}/referrals/rewards/x/redeem`, {
      ad_id: ad.id,
    });
    expect([badId.statusCode, Object.keys(badId.json().errors)]).toEqual([422, ['id']]);
    const badAd = await redeem(app, seller, FEATURE_WEEK, 'y' as unknown as number);
    expect([badAd.statusCode, Object.keys(badAd.json().errors)]).toEqual([422, ['ad_id']]);

    expect(await pointsState(app, seller.account.id)).toEqual({ ledger: 40, cached: 40 });
    expect((await adRow(other.ad.id)).featuredUntil).toBeNull();
  });

  test('10 redeems at once with points for 2: two succeed, the balance never goes below zero', async () => {
    const { seller, ad } = await sellerWith(12);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(app, seller, FEATURE_WEEK, ad.id)),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual(['ok', 'ok', ...Array(8).fill('referrals.not-enough-points')]);
    expect(await pointsState(app, seller.account.id)).toEqual({ ledger: 0, cached: 0 });
    expect(daysFromNow((await adRow(ad.id)).featuredUntil!.toISOString())).toBeCloseTo(14, 1);
  });

  test('a one-time reward redeemed 10 times at once is spent once', async () => {
    const { seller, ad } = await sellerWith(20);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(app, seller, HIGHLIGHT_ONCE, ad.id)),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual(['ok', ...Array(9).fill('referrals.already-redeemed')]);
    expect(await pointsState(app, seller.account.id)).toEqual({ ledger: 18, cached: 18 });
  });
});

describe('featured and highlighted ads show', () => {
  test('a featured ad comes first on the first page of /advertisements and in the home block', async () => {
    const phones = await categoryId(app, 'mobile-phones');
    const { seller, ad: featured } = await sellerWith(20, {
      title: 'Featured phone',
      category_id: phones,
    });
    const plain = await postAd(app, seller.token, { title: 'Plain phone', category_id: phones });
    const newest = await postAd(app, seller.token, { title: 'Newest phone', category_id: phones });
    expect((await redeem(app, seller, FEATURE_MONTH, featured.id)).statusCode).toBe(200);
    const query = `?category_id=${phones}`;

    const before = await get<AdCard[]>(`/advertisements${query}&sort=price_asc`);
    const page = await get<AdCard[]>(`/advertisements${query}`);
    expect(page.data[0]).toMatchObject({ id: featured.id });
    expect(daysFromNow(page.data[0]!.featured_until)).toBeCloseTo(30, 1);
    // Then the list as it is, the featured ad again at its own place; the count is the list's.
    expect(page.data.slice(1).map((a) => a.id)).toEqual([newest.id, plain.id, featured.id]);
    expect(page.meta.total).toBe(3);
    expect(before.data).toHaveLength(3);
    // Not on another sort, another page or a text search; only ads the filters match.
    const page2 = await get<AdCard[]>(`/advertisements${query}&per_page=2&page=2`);
    expect(page2.data.map((a) => a.id)).toEqual([featured.id]);
    const search = await get<AdCard[]>(`/advertisements${query}&contains[name]=phone`);
    expect(search.data).toHaveLength(3);
    const cars = await get<AdCard[]>(
      `/advertisements?category_id=${await categoryId(app, 'cars-for-sale')}`,
    );
    expect(cars.data.map((a) => a.id)).not.toContain(featured.id);

    const home = await get<HomePage>(`/home-page?category_id=${phones}`);
    expect(home.data.featured_ads[0]).toMatchObject({ id: featured.id });
    expect(home.data.featured_ads.filter((a) => a.id === featured.id)).toHaveLength(1);
    const mine = await get<AdCard[]>('/advertisements/get-by-user', seller.token);
    expect(mine.data.find((a) => a.id === featured.id)!.featured_until).toBe(
      page.data[0]!.featured_until,
    );
  });

  test('a highlighted card carries highlighted_until; once past, both are null again', async () => {
    const { seller, ad } = await sellerWith(8);
    await redeem(app, seller, HIGHLIGHT_ONCE, ad.id);
    await redeem(app, seller, FEATURE_WEEK, ad.id);
    const card = (await get<AdCard[]>(`/advertisements?user_id=${seller.account.id}`)).data[0]!;
    expect(card.highlighted_until).not.toBeNull();
    expect(card.featured_until).not.toBeNull();

    await app.db
      .update(ads)
      .set({
        featuredUntil: sql`now() - interval '1 minute'`,
        highlightedUntil: sql`now() - interval '1 minute'`,
      })
      .where(eq(ads.id, ad.id));
    const list = await get<AdCard[]>(`/advertisements?user_id=${seller.account.id}`);
    expect(list.data.map((a) => a.id)).toEqual([ad.id]);
    expect(list.data[0]).toMatchObject({ featured_until: null, highlighted_until: null });
    const details = (await get<Ad>(`/advertisements/details/${ad.id}`)).data;
    expect(details).toMatchObject({ featured_until: null, highlighted_until: null });
    const home = await get<HomePage>('/home-page');
    expect(home.data.featured_ads.every((a) => a.featured_until === null || a.id !== ad.id)).toBe(
      true,
    );
  });
});
