import type { Ad, WishlistEntry, WishlistIds } from '@souq/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postAd } from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import { postAuction } from '../../../test/auction-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../test/factories.ts';
import { postJob } from '../../../test/job-factories.ts';
import type { App } from '../../app.ts';
import { auctions } from '../auctions/auctions.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { wishlistItems } from './wishlist.table.ts';

const API = '/api/v1';
let app: App;
let seller: TestAccount;
let company: TestAccount;
let shopper: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  [seller, company, shopper] = await Promise.all([
    createUser(app),
    createUser(app, { type: 'company' }),
    createUser(app),
  ]);
});
afterAll(() => app.close());

const toggle = (who: TestAccount, body: Record<string, unknown>) =>
  asUser(app, who.token).post(`${API}/wishlist/toggle`, body);
const list = async (who: TestAccount, query = '') => {
  const res = await asUser(app, who.token).get(`${API}/wishlist${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: WishlistEntry[]; meta: { total: number; last_page: number } };
};
const ids = async (who: TestAccount) =>
  ((await asUser(app, who.token).get(`${API}/wishlist/ids`)).json() as { data: WishlistIds }).data;
const savedRows = (userId: number, type: 'ad' | 'job' | 'auction', id: number) =>
  app.db
    .select()
    .from(wishlistItems)
    .where(
      and(
        eq(wishlistItems.userId, userId),
        eq(wishlistItems.itemType, type),
        eq(wishlistItems.itemId, id),
      ),
    );
const adSaves = async (ad: Ad) =>
  (
    (await asUser(app, seller.token).get(`${API}/advertisements/details/${ad.id}`)).json() as {
      data: Ad;
    }
  ).data.saves_count;

describe('toggling', () => {
  test('saves an ad, a job and an auction, then removes them; the owner sees the count', async () => {
    const ad = await postAd(app, seller.token);
    const job = await postJob(app, company.token);
    const auction = await postAuction(app, seller.token);

    const saved = await toggle(shopper, { type: 'ad', id: ad.id });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ saved: true });
    expect((await toggle(shopper, { type: 'job', id: job.id })).json().data.saved).toBe(true);
    expect((await toggle(shopper, { type: 'auction', id: auction.id })).json().data.saved).toBe(
      true,
    );
    expect(await adSaves(ad)).toBe(1);
    const [jobRow] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow!.savesCount).toBe(1);
    const details = async (who: TestAccount, path: string) =>
      (await asUser(app, who.token).get(`${API}${path}`)).json().data as {
        saves_count: number | null;
      };
    expect((await details(company, `/jobs/details/${job.id}`)).saves_count).toBe(1);
    expect((await details(seller, `/auctions/details/${auction.id}`)).saves_count).toBe(1);
    expect((await details(shopper, `/jobs/details/${job.id}`)).saves_count).toBeNull();
    expect((await details(shopper, `/auctions/details/${auction.id}`)).saves_count).toBeNull();

    // Only the owner is told how many saved it.
    const asShopper = (
      await asUser(app, shopper.token).get(`${API}/advertisements/details/${ad.id}`)
    ).json().data as Ad;
    expect(asShopper.saves_count).toBeNull();

    const mine = await ids(shopper);
    expect(mine.ad).toContain(ad.id);
    expect(mine.job).toContain(job.id);
    expect(mine.auction).toContain(auction.id);

    const removed = await toggle(shopper, { type: 'ad', id: ad.id });
    expect(removed.json().data).toEqual({ saved: false });
    expect(await savedRows(shopper.account.id, 'ad', ad.id)).toEqual([]);
    expect(await adSaves(ad)).toBe(0);
    expect((await ids(shopper)).ad).not.toContain(ad.id);
  });

  test('401 before the body is read, then 422 on a wrong type or id', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: `${API}/wishlist/toggle`,
      payload: { type: 'nonsense' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${API}/wishlist` })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${API}/wishlist/ids` })).statusCode).toBe(401);
    const bad = await toggle(shopper, { type: 'car', id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id', 'type']);
  });

  test('404 for an item that does not exist or the user cannot see; 403 for one’s own', async () => {
    for (const type of ['ad', 'job', 'auction']) {
      const missing = await toggle(shopper, { type, id: 999999999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('wishlist.item-not-found');
    }
    const archived = await postAd(app, seller.token);
    await asUser(app, seller.token).post(`${API}/advertisements/${archived.id}/status`, {
      status: 'archived',
    });
    expect((await toggle(shopper, { type: 'ad', id: archived.id })).statusCode).toBe(404);
    const cancelled = await postAuction(app, seller.token);
    await app.db
      .update(auctions)
      .set({ cancelledAt: sql`now()` })
      .where(eq(auctions.id, cancelled.id));
    expect((await toggle(shopper, { type: 'auction', id: cancelled.id })).statusCode).toBe(404);
    expect(await savedRows(shopper.account.id, 'ad', archived.id)).toEqual([]);

    const own = await toggle(seller, { type: 'ad', id: archived.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('wishlist.own-item');
  });

  test('20 toggles at once end consistent: saved as their count says, the counter equal', async () => {
    const ad = await postAd(app, seller.token);
    const fan = await createUser(app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => toggle(fan, { type: 'ad', id: ad.id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const savedAnswers = answers.filter((a) => a.json().data.saved).length;
    expect(savedAnswers).toBe(10);
    expect(await savedRows(fan.account.id, 'ad', ad.id)).toEqual([]);
    expect(await adSaves(ad)).toBe(0);

    // 21 at once: one more save than removals.
    await Promise.all(Array.from({ length: 21 }, () => toggle(fan, { type: 'ad', id: ad.id })));
    expect(await savedRows(fan.account.id, 'ad', ad.id)).toHaveLength(1);
    expect(await adSaves(ad)).toBe(1);
  });

  test('many people saving at once are all counted', async () => {
    const ad = await postAd(app, seller.token);
    const fans = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
    await Promise.all(fans.map((fan) => toggle(fan, { type: 'ad', id: ad.id })));
    expect(await adSaves(ad)).toBe(8);
  });
});

describe('the list', () => {
  test('newest saved first, by type, paged; sold, closed, ended and deleted items stay marked', async () => {
    const reader = await createUser(app);
    const ad = await postAd(app, seller.token);
    const gone = await postAd(app, seller.token);
    const job = await postJob(app, company.token);
    const auction = await postAuction(app, seller.token);
    for (const [type, id] of [
      ['ad', ad.id],
      ['ad', gone.id],
      ['job', job.id],
      ['auction', auction.id],
    ] as const) {
      expect((await toggle(reader, { type, id })).json().data.saved).toBe(true);
    }
    await asUser(app, seller.token).post(`${API}/advertisements/${ad.id}/status`, {
      status: 'sold',
    });
    expect(
      (
        await asUser(app, seller.token).inject({
          method: 'DELETE',
          url: `${API}/advertisements/delete/${gone.id}`,
        })
      ).statusCode,
    ).toBe(200);
    await asUser(app, company.token).post(`${API}/jobs/update/${job.id}`, { status: 'closed' });
    await app.db
      .update(auctions)
      .set({ startsAt: sql`now() - interval '2 days'`, endsAt: sql`now() - interval '1 day'` })
      .where(eq(auctions.id, auction.id));

    const all = await list(reader);
    expect(all.meta.total).toBe(4);
    expect(all.data.map((e) => [e.type, e.id])).toEqual([
      ['auction', auction.id],
      ['job', job.id],
      ['ad', gone.id],
      ['ad', ad.id],
    ]);
    const [ended, closed, deleted, sold] = all.data;
    expect(ended!.type === 'auction' && ended!.item?.state).toBe('ended');
    expect(closed!.type === 'job' && closed!.item?.status).toBe('closed');
    expect(deleted!.item).toBeNull();
    expect(sold!.type === 'ad' && sold!.item?.status).toBe('sold');

    const adsOnly = await list(reader, '?type=ad');
    expect(adsOnly.data.map((e) => e.id)).toEqual([gone.id, ad.id]);
    const paged = await list(reader, '?per_page=3&page=2');
    expect(paged.data.map((e) => e.id)).toEqual([ad.id]);
    expect(paged.meta.last_page).toBe(2);

    // A deleted item can still be removed from the list.
    expect((await toggle(reader, { type: 'ad', id: gone.id })).json().data.saved).toBe(false);
    expect((await list(reader, '?type=ad')).data.map((e) => e.id)).toEqual([ad.id]);
    expect((await ids(reader)).total).toBe(3);
  });

  test('another user’s wish list is never shown', async () => {
    const other = await createUser(app);
    expect((await list(other)).data).toEqual([]);
    expect(await ids(other)).toEqual({
      user_id: other.account.id,
      ad: [],
      job: [],
      auction: [],
      total: 0,
    });
  });
});
