import type { Bid, BidsPage } from '@souq/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import {
  acceptedBid,
  auctionRow,
  bid,
  postAuction,
  setAuctionTimes,
} from '../../../../test/auction-factories.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';
import { notifications } from '../../notifications/notifications.table.ts';
import { auctionBids } from '../auctions.table.ts';

let app: App;
let owner: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
let carol: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  [owner, alice, bob, carol] = await Promise.all([
    createUser(app, { name: 'Owner Person' }),
    createUser(app, { name: 'Alice Bidder' }),
    createUser(app, { name: 'Bob Bidder' }),
    createUser(app, { name: 'Carol Bidder' }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const bidsOf = (id: number) =>
  app.db
    .select({ userId: auctionBids.userId, amount: auctionBids.amount, isAuto: auctionBids.isAuto })
    .from(auctionBids)
    .where(eq(auctionBids.auctionId, id))
    .orderBy(asc(auctionBids.id));

describe('bid rules', () => {
  test('the first bid may equal the starting price; below it is refused with auctions.bid-too-low', async () => {
    const auction = await postAuction(app, owner.token);
    const low = await bid(app, alice.token, auction.id, { amount: '999.99' });
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ code: 'auctions.bid-too-low' });
    expect(low.json().message).toContain('$1,000');
    const { bid: placed, auction: after } = await acceptedBid(app, alice.token, auction.id, {
      amount: '1000',
    });
    expect(placed).toMatchObject({ amount: '1000.00', is_auto: false });
    expect(placed.bidder).toMatchObject({ name: 'Alice Bidder', is_you: true });
    expect(after).toMatchObject({
      current_price: '1000.00',
      next_bid: '1050.00',
      bids_count: 1,
      viewer: { status: 'winning' },
    });
  });

  test('a later bid must reach the current price plus the increment', async () => {
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    const short = await bid(app, bob.token, auction.id, { amount: '1049' });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ code: 'auctions.bid-too-low' });
    const { auction: after } = await acceptedBid(app, bob.token, auction.id, { amount: '1050' });
    expect(after).toMatchObject({ current_price: '1050.00', viewer: { status: 'winning' } });
    const aliceView = await asUser(app, alice.token).get(`/api/v1/auctions/details/${auction.id}`);
    expect(aliceView.json().data.viewer.status).toBe('outbid');
    const [event] = await app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.auctionId, auction.id), eq(notifications.type, 'auction.outbid')),
      );
    expect(event).toMatchObject({ userId: alice.account.id, data: { amount: '1050.00' } });
  });

  test('the owner cannot bid (403 auctions.own-auction)', async () => {
    const auction = await postAuction(app, owner.token);
    const res = await bid(app, owner.token, auction.id, { amount: '1000' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auctions.own-auction');
  });

  test('no bid before the start (409 auctions.not-started) or after the end (409 auctions.ended)', async () => {
    const upcoming = await postAuction(app, owner.token, {
      starts_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 5 * 3600_000).toISOString(),
    });
    expect(upcoming.state).toBe('upcoming');
    const early = await bid(app, alice.token, upcoming.id, { amount: '1000' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('auctions.not-started');

    const ended = await postAuction(app, owner.token);
    await setAuctionTimes(app, ended.id, { startsIn: -3600_000, endsIn: -1000 });
    const late = await bid(app, alice.token, ended.id, { amount: '1000' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('auctions.ended');
  });

  test('the highest bidder cannot outbid themself but may raise their maximum; an unknown auction is 404', async () => {
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    const again = await bid(app, alice.token, auction.id, { amount: '1100' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('auctions.already-leading');
    // Raising their own maximum is allowed: no bid, the price stays, automatic bids go higher.
    const raise = await bid(app, alice.token, auction.id, { amount: '1050', max_amount: '3000' });
    expect(raise.statusCode).toBe(201);
    expect(raise.json().data.auction).toMatchObject({
      current_price: '1000.00',
      bids_count: 1,
      viewer: { status: 'winning', max_amount: '3000.00' },
    });
    const lower = await bid(app, alice.token, auction.id, { amount: '1050', max_amount: '2000' });
    expect(lower.json().code).toBe('auctions.already-leading');
    const { auction: after } = await acceptedBid(app, bob.token, auction.id, { amount: '2500' });
    expect(after.current_price).toBe('2550.00');
    expect(after.viewer.status).toBe('outbid');
    const missing = await bid(app, alice.token, 99_999_999, { amount: '1000' });
    expect(missing.statusCode).toBe(404);
  });

  test('bad amounts are 422 per field in the caller language; no session is 401 before the body is read', async () => {
    const auction = await postAuction(app, owner.token);
    const bad = await bid(app, alice.token, auction.id, { amount: '-5', max_amount: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['amount', 'max_amount']),
    );
    const arabic = await asUser(app, alice.token).post(
      `/api/v1/auctions/submit-bid/${auction.id}`,
      { amount: '1500', max_amount: '1200' },
      { 'accept-language': 'ar' },
    );
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors.max_amount[0]).toMatch(/[\u0600-\u06FF]/);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/v1/auctions/submit-bid/${auction.id}`,
      payload: 'not even json',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('automatic bidding', () => {
  test('a challenger under the maximum is answered at once by the increment; the leader keeps the lead', async () => {
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000', max_amount: '2000' });
    const res = await bid(app, bob.token, auction.id, { amount: '1200' });
    expect(res.statusCode).toBe(201);
    const { auction: after } = res.json().data;
    expect(after).toMatchObject({ current_price: '1250.00', viewer: { status: 'outbid' } });
    expect(res.json().message).toMatch(/automatic/);
    expect(await bidsOf(auction.id)).toEqual([
      { userId: alice.account.id, amount: '1000.00', isAuto: false },
      { userId: bob.account.id, amount: '1200.00', isAuto: false },
      { userId: alice.account.id, amount: '1250.00', isAuto: true },
    ]);
  });

  test('a challenger with a higher maximum takes the lead one increment above the old maximum', async () => {
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000', max_amount: '1500' });
    const { auction: after } = await acceptedBid(app, bob.token, auction.id, {
      amount: '1100',
      max_amount: '3000',
    });
    expect(after).toMatchObject({
      current_price: '1550.00',
      viewer: { status: 'winning', max_amount: '3000.00' },
    });
    expect(await bidsOf(auction.id)).toEqual([
      { userId: alice.account.id, amount: '1000.00', isAuto: false },
      { userId: alice.account.id, amount: '1500.00', isAuto: true },
      { userId: bob.account.id, amount: '1550.00', isAuto: true },
    ]);
    // A third bidder between the two maximums: Bob's automatic bid answers.
    const { auction: third } = await acceptedBid(app, carol.token, auction.id, { amount: '2000' });
    expect(third.current_price).toBe('2050.00');
    expect(third.viewer.status).toBe('outbid');
  });

  test('equal maximums: the earlier one keeps the lead at that amount', async () => {
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000', max_amount: '1500' });
    const { auction: after } = await acceptedBid(app, bob.token, auction.id, {
      amount: '1100',
      max_amount: '1500',
    });
    expect(after.current_price).toBe('1500.00');
    expect(after.viewer.status).toBe('outbid');
    const aliceView = await asUser(app, alice.token).get(`/api/v1/auctions/details/${auction.id}`);
    expect(aliceView.json().data.viewer.status).toBe('winning');
  });

  test('the max must not be below the bid (422 auctions.max-below-amount)', async () => {
    const auction = await postAuction(app, owner.token);
    const res = await bid(app, alice.token, auction.id, { amount: '1200', max_amount: '1100' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.max_amount).toHaveLength(1);
  });
});

describe('soft close and buy now', () => {
  test('a bid in the last 2 minutes moves the end to 2 minutes after the bid', async () => {
    const auction = await postAuction(app, owner.token);
    await setAuctionTimes(app, auction.id, { endsIn: 60_000 });
    const before = Date.now();
    const { auction: after } = await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    const end = Date.parse(after.ends_at);
    expect(end).toBeGreaterThanOrEqual(before + 120_000 - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + 120_000 + 1000);
    // Earlier than the last 2 minutes, the end stays.
    const calm = await postAuction(app, owner.token);
    const { auction: same } = await acceptedBid(app, alice.token, calm.id, { amount: '1000' });
    expect(same.ends_at).toBe(calm.ends_at);
  });

  test('buy now ends the auction at once with the buyer as winner; later bids are refused', async () => {
    const auction = await postAuction(app, owner.token, {
      buy_now_price: '5000',
      reserve_price: '4000',
    });
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    const wrong = await bid(app, bob.token, auction.id, { amount: '4999', buy_now: true });
    expect(wrong.statusCode).toBe(422);
    const res = await bid(app, bob.token, auction.id, { amount: '5000', buy_now: true });
    expect(res.statusCode).toBe(201);
    const { auction: after, bid: bought } = res.json().data;
    expect(bought).toMatchObject({ is_buy_now: true, amount: '5000.00' });
    expect(after).toMatchObject({
      state: 'ended',
      current_price: '5000.00',
      reserve_met: true,
      viewer: { status: 'won' },
      winner: { is_you: true },
    });
    const row = await auctionRow(app, auction.id);
    expect(row.winnerId).toBe(bob.account.id);
    expect(row.closedAt).not.toBeNull();
    const late = await bid(app, carol.token, auction.id, { amount: '6000' });
    expect(late.json().code).toBe('auctions.ended');
    const kinds = await app.db
      .select({ userId: notifications.userId, kind: sql<string>`substr(${notifications.type}, 9)` })
      .from(notifications)
      .where(eq(notifications.auctionId, auction.id));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { userId: bob.account.id, kind: 'won' },
        { userId: owner.account.id, kind: 'sold' },
        { userId: alice.account.id, kind: 'lost' },
      ]),
    );
  });

  test('an auction without a buy-now price refuses buy now (409 auctions.no-buy-now)', async () => {
    const auction = await postAuction(app, owner.token);
    const res = await bid(app, alice.token, auction.id, { amount: '1000', buy_now: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('auctions.no-buy-now');
  });
});

describe('bid history', () => {
  test('newest first; names masked except for the owner and the bidder themself', async () => {
    const auction = await postAuction(app, owner.token);
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    await acceptedBid(app, bob.token, auction.id, { amount: '1100' });
    const url = `/api/v1/auctions/get-bids/${auction.id}`;
    const asOwner = (await asUser(app, owner.token).get(url)).json() as BidsPage;
    expect(asOwner.data.map((b) => [b.amount, b.bidder.name])).toEqual([
      ['1100.00', 'Bob Bidder'],
      ['1000.00', 'Alice Bidder'],
    ]);
    expect(asOwner.meta.total).toBe(2);
    const asAlice = (await asUser(app, alice.token).get(url)).json() as BidsPage;
    expect(asAlice.data.map((b: Bid) => b.bidder)).toEqual([
      { id: null, name: 'B***r', photo: null, is_you: false },
      expect.objectContaining({ id: alice.account.id, name: 'Alice Bidder', is_you: true }),
    ]);
    const asCarol = (await asUser(app, carol.token).get(url)).json() as BidsPage;
    expect(asCarol.data.every((b) => b.bidder.id === null && b.bidder.name.includes('***'))).toBe(
      true,
    );
    const details = (
      await asUser(app, carol.token).get(`/api/v1/auctions/details/${auction.id}`)
    ).json().data;
    expect(details.leader).toEqual({ id: null, name: 'B***r', photo: null, is_you: false });
  });
});

describe('concurrency', () => {
  test('1,000 bids from 20 people at once: accepted bids strictly increase, the price is the highest, no 5xx', async () => {
    const auction = await postAuction(app, owner.token, { min_increment: '1' });
    const people = [
      alice,
      bob,
      carol,
      ...(await Promise.all(
        Array.from({ length: 17 }, (_, i) => createUser(app, { name: `Bidder ${i}` })),
      )),
    ];
    // Amounts 1000..1999 dealt out in a shuffled order: most arrive too low or already leading.
    const amounts = Array.from({ length: 1000 }, (_, i) => 1000 + i).sort(
      () => Math.random() - 0.5,
    );
    const responses = await Promise.all(
      amounts.map((amount, i) =>
        bid(app, people[i % people.length]!.token, auction.id, { amount: String(amount) }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const accepted = responses.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBeGreaterThan(0);
    const stored = await bidsOf(auction.id);
    expect(stored).toHaveLength(accepted);
    const values = stored.map((b) => Number(b.amount));
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
    const row = await auctionRow(app, auction.id);
    expect(row.bidsCount).toBe(accepted);
    expect(Number(row.currentPrice)).toBe(values.at(-1));
    expect(row.leaderId).toBe(stored.at(-1)!.userId);
  }, 180_000);
});
