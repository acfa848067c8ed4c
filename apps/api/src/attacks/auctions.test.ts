import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { photo } from '../../test/ad-factories.ts';
import { asUser } from '../../test/as-user.ts';
import {
  acceptedBid,
  auctionFields,
  auctionRow,
  bid,
  postAuction,
} from '../../test/auction-factories.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import type { App } from '../app.ts';

// Auctions: what a bidder or a stranger must not be able to do, one test per attack.
let app: App;
let owner: TestAccount;
let mallory: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  [owner, mallory] = await Promise.all([
    createUser(app, { name: 'Owner Person' }),
    createUser(app, { name: 'Mallory Bidder' }),
  ]);
});
afterAll(() => app.close());

describe('auction attacks', () => {
  test('mass assignment: a create cannot set the price, the leader, the winner or the end state', async () => {
    const fields = await auctionFields(app);
    const res = await asUser(app, mallory.token).post(
      '/api/v1/auctions/create',
      multipart({
        ...fields,
        current_price: '99999',
        bids_count: '50',
        leader_id: String(owner.account.id),
        winner_id: String(mallory.account.id),
        closed_at: new Date().toISOString(),
        photos: [await photo()],
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await auctionRow(app, res.json().data.id);
    expect(row).toMatchObject({
      currentPrice: null,
      bidsCount: 0,
      leaderId: null,
      winnerId: null,
      closedAt: null,
    });
  });

  test('the hidden reserve never reaches anyone but the owner (details, list, bid answer)', async () => {
    const auction = await postAuction(app, owner.token, { reserve_price: '7777' });
    const details = await asUser(app, mallory.token).get(`/api/v1/auctions/details/${auction.id}`);
    const list = await asUser(app, mallory.token).get('/api/v1/auctions?per_page=50');
    const answer = await bid(app, mallory.token, auction.id, { amount: '1000' });
    for (const body of [details.body, list.body, answer.body]) expect(body).not.toContain('7777');
  });

  test('IDOR: a stranger cannot edit or delete an auction (403), nor see bidders unmasked', async () => {
    const auction = await postAuction(app, owner.token);
    const other = await createUser(app, { name: 'Other Bidder' });
    await acceptedBid(app, other.token, auction.id, { amount: '1000' });
    const edit = await asUser(app, mallory.token).post(`/api/v1/auctions/update/${auction.id}`, {
      title: 'Stolen',
    });
    expect(edit.statusCode).toBe(403);
    const remove = await asUser(app, mallory.token).inject({
      method: 'DELETE',
      url: `/api/v1/auctions/delete/${auction.id}`,
    });
    expect([403, 409]).toContain(remove.statusCode);
    const bids = await asUser(app, mallory.token).get(`/api/v1/auctions/get-bids/${auction.id}`);
    expect(bids.body).not.toContain('Other Bidder');
    expect(bids.body).not.toContain(`"id":${other.account.id}`);
  });

  test('a negative, zero, huge or exponent amount is 422 and changes nothing', async () => {
    const auction = await postAuction(app, owner.token);
    for (const amount of ['-1000', '0', '1e9', '99999999999.99', '1000.001', 'NaN']) {
      const res = await bid(app, mallory.token, auction.id, { amount });
      expect(res.statusCode, amount).toBe(422);
    }
    expect((await auctionRow(app, auction.id)).bidsCount).toBe(0);
  });

  test('buy now below the buy-now price, or on an auction without one, buys nothing', async () => {
    const auction = await postAuction(app, owner.token, { buy_now_price: '5000' });
    const cheap = await bid(app, mallory.token, auction.id, { amount: '1000', buy_now: true });
    expect(cheap.statusCode).toBe(422);
    const row = await auctionRow(app, auction.id);
    expect(row.closedAt).toBeNull();
    expect(row.winnerId).toBeNull();
  });

  test('the owner cannot bid up their own auction through a second request shape (form data)', async () => {
    const auction = await postAuction(app, owner.token);
    const res = await asUser(app, owner.token).post(
      `/api/v1/auctions/submit-bid/${auction.id}`,
      multipart({ amount: '1000', max_amount: '5000' }),
    );
    expect(res.statusCode).toBe(403);
  });
});
