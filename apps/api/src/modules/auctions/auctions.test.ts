import type { AuctionsPage } from '@souq/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo } from '../../../test/ad-factories.ts';
import { asUser } from '../../../test/as-user.ts';
import {
  acceptedBid,
  auctionFields,
  postAuction,
  setAuctionTimes,
} from '../../../test/auction-factories.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../test/factories.ts';
import { multipart } from '../../../test/multipart.ts';
import type { App } from '../../app.ts';
import { auctions } from './auctions.table.ts';

let app: App;
let owner: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  await app.db.delete(auctions);
  [owner, other] = await Promise.all([
    createUser(app, { name: 'Owner Person' }),
    createUser(app, { name: 'Other Person' }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 3600_000;
const create = async (token: string, overrides: Record<string, unknown> = {}, photos = 1) =>
  asUser(app, token).post(
    '/api/v1/auctions/create',
    multipart({
      ...(await auctionFields(app, overrides)),
      photos: await Promise.all(Array.from({ length: photos }, () => photo())),
    }),
  );

describe('creating', () => {
  test('an auction starting now is live with its terms; the reserve is shown to its owner only', async () => {
    const res = await create(owner.token, { reserve_price: '1500', buy_now_price: '3000' }, 2);
    expect(res.statusCode).toBe(201);
    const auction = res.json().data;
    expect(auction).toMatchObject({
      state: 'live',
      starting_price: '1000.00',
      min_increment: '50.00',
      reserve_price: '1500.00',
      has_reserve: true,
      reserve_met: false,
      buy_now_price: '3000.00',
      current_price: null,
      next_bid: '1000.00',
      bids_count: 0,
      is_owner: true,
    });
    expect(auction.photos).toHaveLength(2);
    const seen = (
      await asUser(app, other.token).get(`/api/v1/auctions/details/${auction.id}`)
    ).json().data;
    expect(seen).toMatchObject({ reserve_price: null, has_reserve: true, is_owner: false });
  });

  test('every rule is a 422 naming its field', async () => {
    const now = Date.now();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ buy_now_price: '1000' }, 'buy_now_price'],
      [{ reserve_price: '500' }, 'reserve_price'],
      [{ ends_at: new Date(now + 30 * 60_000).toISOString() }, 'ends_at'],
      [{ ends_at: new Date(now + 31 * 24 * HOUR).toISOString() }, 'ends_at'],
      [
        {
          starts_at: new Date(now - 2 * HOUR).toISOString(),
          ends_at: new Date(now + 5 * HOUR).toISOString(),
        },
        'starts_at',
      ],
      [{ starting_price: '0' }, 'starting_price'],
      [{ min_increment: 'abc' }, 'min_increment'],
      [{ title: '' }, 'title'],
    ];
    for (const [overrides, field] of cases) {
      const res = await create(owner.token, overrides);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(overrides)).toContain(field);
    }
    const noPhoto = await asUser(app, owner.token).post(
      '/api/v1/auctions/create',
      multipart(await auctionFields(app)),
    );
    expect(noPhoto.statusCode).toBe(422);
    expect(Object.keys(noPhoto.json().errors)).toContain('photos');
  });

  test('without a session every write is 401 before validation', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/auctions/create'],
      ['POST', '/api/v1/auctions/update/1'],
      ['DELETE', '/api/v1/auctions/delete/1'],
      ['POST', '/api/v1/auctions/submit-bid/1'],
      ['GET', '/api/v1/auctions/get-by-user'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        payload: method === 'POST' ? { x: 1 } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('changing', () => {
  test('the owner edits and deletes before the first bid; after it both are 409; others get 403', async () => {
    const auction = await postAuction(app, owner.token);
    const edit = await asUser(app, owner.token).post(`/api/v1/auctions/update/${auction.id}`, {
      title: 'Toyota Camry 2021',
      buy_now_price: '4000',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({
      title: 'Toyota Camry 2021',
      buy_now_price: '4000.00',
    });
    const stranger = await asUser(app, other.token).post(`/api/v1/auctions/update/${auction.id}`, {
      title: 'Mine now',
    });
    expect(stranger.statusCode).toBe(403);
    const badMerge = await asUser(app, owner.token).post(`/api/v1/auctions/update/${auction.id}`, {
      starting_price: '5000',
    });
    expect(badMerge.statusCode).toBe(422);
    expect(Object.keys(badMerge.json().errors)).toContain('buy_now_price');

    await acceptedBid(app, other.token, auction.id, { amount: '1000' });
    const late = await asUser(app, owner.token).post(`/api/v1/auctions/update/${auction.id}`, {
      title: 'Changed after a bid',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('auctions.has-bids');
    const remove = await asUser(app, owner.token).inject({
      method: 'DELETE',
      url: `/api/v1/auctions/delete/${auction.id}`,
    });
    expect(remove.statusCode).toBe(409);

    const unbid = await postAuction(app, owner.token);
    const gone = await asUser(app, owner.token).inject({
      method: 'DELETE',
      url: `/api/v1/auctions/delete/${unbid.id}`,
    });
    expect(gone.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/v1/auctions/details/${unbid.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('editing as the web form sends it', () => {
  test('multipart with a new photo first, the old one kept, the reserve removed and the end moved', async () => {
    const created = (await create(owner.token, { reserve_price: '1500' }, 1)).json().data;
    const oldPhoto = created.photos[0].id;
    const ends = new Date(Date.now() + 48 * HOUR).toISOString();
    const res = await asUser(app, owner.token).post(
      `/api/v1/auctions/update/${created.id}`,
      multipart({
        title: 'Toyota Camry 2020, new photos',
        reserve_price: '',
        buy_now_price: '',
        ends_at: ends,
        photos: [await photo('#123456')],
        photo_order: `new:0,${oldPhoto}`,
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      title: 'Toyota Camry 2020, new photos',
      reserve_price: null,
      has_reserve: false,
      ends_at: ends,
    });
    expect(saved.photos.map((p: { id: number }) => p.id)).toHaveLength(2);
    expect(saved.photos[1].id).toBe(oldPhoto);
    // The card's cover is the new first photo.
    const list = (await asUser(app, other.token).get('/api/v1/auctions?per_page=50')).json();
    const card = list.data.find((a: { id: number }) => a.id === created.id);
    expect(card.cover.thumb_url).toBe(saved.photos[0].thumb_url);
  });
});

describe('lists', () => {
  test('live ending soonest, upcoming starting soonest, ended newest; search and place filters', async () => {
    await app.db.delete(auctions);
    const soon = await postAuction(app, owner.token, { title: 'سيارة تويوتا' });
    const later = await postAuction(app, owner.token, {
      title: 'Gold watch',
      ends_at: new Date(Date.now() + 48 * HOUR).toISOString(),
    });
    const upcoming1 = await postAuction(app, owner.token, {
      starts_at: new Date(Date.now() + 2 * HOUR).toISOString(),
      ends_at: new Date(Date.now() + 10 * HOUR).toISOString(),
    });
    const upcoming2 = await postAuction(app, owner.token, {
      starts_at: new Date(Date.now() + HOUR).toISOString(),
      ends_at: new Date(Date.now() + 10 * HOUR).toISOString(),
    });
    const endedOld = await postAuction(app, owner.token);
    const endedNew = await postAuction(app, owner.token);
    await setAuctionTimes(app, endedOld.id, { startsIn: -5 * HOUR, endsIn: -2 * HOUR });
    await setAuctionTimes(app, endedNew.id, { startsIn: -5 * HOUR, endsIn: -HOUR });

    const ids = async (query: string) =>
      (
        (await asUser(app, other.token).get(`/api/v1/auctions?${query}`)).json() as AuctionsPage
      ).data.map((a) => a.id);
    expect(await ids('state=live')).toEqual([soon.id, later.id]);
    expect(await ids('state=upcoming')).toEqual([upcoming2.id, upcoming1.id]);
    expect(await ids('state=ended')).toEqual([endedNew.id, endedOld.id]);
    expect(await ids(`state=live&contains[name]=${encodeURIComponent('سياره')}`)).toEqual([
      soon.id,
    ]);
    expect(await ids('state=live&country_id=999999')).toEqual([]);
    const page = (await asUser(app, other.token).get('/api/v1/auctions?per_page=500')).json();
    expect(page.meta).toMatchObject({ per_page: 50, total: 2, total_capped: false });
    const card = page.data[0];
    expect(card).toMatchObject({ state: 'live', next_bid: '1000.00', viewer_status: 'none' });
    expect(card.cover.thumb_url).toMatch(/^http/);
  });

  test('my auctions: owned, bidding (winning or outbid) and the landing counter', async () => {
    await app.db.delete(auctions);
    const third = await createUser(app);
    const a = await postAuction(app, owner.token);
    const b = await postAuction(app, owner.token);
    await acceptedBid(app, other.token, a.id, { amount: '1000' });
    await acceptedBid(app, other.token, b.id, { amount: '1000' });
    await acceptedBid(app, third.token, b.id, { amount: '1100' });
    const owned = (await asUser(app, owner.token).get('/api/v1/auctions/get-by-user')).json();
    expect(owned.data.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
    const bidding = (
      await asUser(app, other.token).get('/api/v1/auctions/get-by-user?role=bidding')
    ).json();
    expect(
      Object.fromEntries(
        bidding.data.map((x: { id: number; viewer_status: string }) => [x.id, x.viewer_status]),
      ),
    ).toEqual({ [a.id]: 'winning', [b.id]: 'outbid' });
    const index = (await app.inject({ url: '/api/v1/index-page' })).json();
    expect(index.data.counts.auctions).toBe(2);
    const home = (await app.inject({ url: '/api/v1/home-page' })).json();
    expect(home.data.live_auctions.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);
  });
});
