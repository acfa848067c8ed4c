import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import { acceptedBid, postAuction } from '../../../../test/auction-factories.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../db/rows.ts';
import { backgroundJobs } from '../../../jobs/jobs.table.ts';
import { conversations } from '../../chat/chat.table.ts';
import { notifications } from '../../notifications/notifications.table.ts';

// A buy-now ends its auction like the sweep does: the winner's chat and `auction:ended` follow
// through the same `auctions.ended` job, written in the buy-now's transaction.
let app: App;
let owner: TestAccount;
let alice: TestAccount;
let bob: TestAccount;
beforeAll(async () => {
  app = await buildTestApp();
  [owner, alice, bob] = await Promise.all([
    createUser(app, { name: 'Owner Buynow' }),
    createUser(app, { name: 'Alice Buynow' }),
    createUser(app, { name: 'Bob Buynow' }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const followUpsOf = (auctionId: number) =>
  app.db
    .select({
      id: backgroundJobs.id,
      state: backgroundJobs.state,
      requestId: backgroundJobs.requestId,
      attempts: backgroundJobs.attempts,
    })
    .from(backgroundJobs)
    .where(
      and(eq(backgroundJobs.type, 'auctions.ended'), eq(backgroundJobs.key, String(auctionId))),
    );

const winnerChatsOf = async (auctionId: number) =>
  rowsOf<{ count: number }>(
    await app.db.execute(
      sql`select count(*)::int as count from ${conversations}
          where context_type = 'auction' and context_id = ${auctionId}`,
    ),
  )[0]!.count;

const toldOf = (auctionId: number) =>
  app.db
    .select({ userId: notifications.userId, type: notifications.type })
    .from(notifications)
    .where(
      and(eq(notifications.auctionId, auctionId), sql`${notifications.type} <> 'auction.bid'`),
    );

test('a buy-now opens the winner chat through its auctions.ended job, once even when the job runs again', async () => {
  const auction = await postAuction(app, owner.token, { buy_now_price: '5000' });
  await acceptedBid(app, alice.token, auction.id, { amount: '1000' });

  const res = await asUser(app, bob.token).post(
    `/api/v1/auctions/submit-bid/${auction.id}`,
    { amount: '5000', buy_now: true },
    { 'x-request-id': 'buy-now-7f3a' },
  );
  expect(res.statusCode).toBe(201);
  // The answer waits for the follow-up: the chat is there when the buyer reads it.
  expect(await winnerChatsOf(auction.id)).toBe(1);
  const [job] = await followUpsOf(auction.id);
  expect(job).toMatchObject({ state: 'done', requestId: 'buy-now-7f3a', attempts: 1 });

  // The same job again, as after a lease that ran out while its effect had happened: the
  // workers take it once more, and nothing doubles.
  await app.db
    .update(backgroundJobs)
    .set({ state: 'queued', runAt: sql`now()`, finishedAt: null })
    .where(eq(backgroundJobs.id, job!.id));
  await app.jobs.drain();
  expect(await followUpsOf(auction.id)).toEqual([
    { id: job!.id, state: 'done', requestId: 'buy-now-7f3a', attempts: 2 },
  ]);
  expect(await winnerChatsOf(auction.id)).toBe(1);
  const told = await toldOf(auction.id);
  // One each: the buyer won, the owner sold, the outbid bidder lost.
  expect(told).toHaveLength(3);
  expect(told).toEqual(
    expect.arrayContaining([
      { userId: bob.account.id, type: 'auction.won' },
      { userId: owner.account.id, type: 'auction.sold' },
      { userId: alice.account.id, type: 'auction.lost' },
    ]),
  );
  // The sweep finds nothing left to end, so no second follow-up is written.
  await app.inject({ method: 'POST', url: '/api/v1/dev/jobs/auction-close/run' });
  expect(await followUpsOf(auction.id)).toHaveLength(1);
});

test('a refused buy-now writes no follow-up: the job lives and dies with its transaction', async () => {
  const auction = await postAuction(app, owner.token, { buy_now_price: '5000' });
  const wrong = await asUser(app, bob.token).post(`/api/v1/auctions/submit-bid/${auction.id}`, {
    amount: '4999',
    buy_now: true,
  });
  expect(wrong.statusCode).toBe(422);
  expect(await followUpsOf(auction.id)).toEqual([]);
  expect(await winnerChatsOf(auction.id)).toBe(0);
});
