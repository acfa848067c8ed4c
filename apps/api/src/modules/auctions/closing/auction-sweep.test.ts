import type { AuctionEndedEvent } from '@souq/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asUser } from '../../../../test/as-user.ts';
import {
  acceptedBid,
  auctionRow,
  postAuction,
  setAuctionTimes,
} from '../../../../test/auction-factories.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser, type TestAccount } from '../../../../test/factories.ts';
import type { App } from '../../../app.ts';
import { openDatabase } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { notifications } from '../../notifications/notifications.table.ts';
import { silentAuctionsRealtime } from '../auctions.realtime.ts';
import { auctions } from '../auctions.table.ts';
import { sweepDueAuctions } from './auction-sweep.ts';

let app: App;
let owner: TestAccount;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  app = await buildTestApp();
  [owner, alice, bob] = await Promise.all([
    createUser(app, { name: 'Owner Person' }),
    createUser(app, { name: 'Alice Bidder' }),
    createUser(app, { name: 'Bob Bidder' }),
  ]);
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 3600_000;

/** A sweep that records what it would broadcast. */
const recording = () => {
  const ended: AuctionEndedEvent[] = [];
  return {
    realtime: { ...silentAuctionsRealtime, emitEnded: (e: AuctionEndedEvent) => ended.push(e) },
    ended,
  };
};

/** Who was told what about an auction (`outbid`, `won`...), the owner's new-bid notice aside. */
const told = { userId: notifications.userId, kind: sql<string>`substr(${notifications.type}, 9)` };
const eventsOf = (id: number) =>
  app.db
    .select(told)
    .from(notifications)
    .where(and(eq(notifications.auctionId, id), ne(notifications.type, 'auction.bid')));

describe('closing sweep', () => {
  test('ends an auction when its end passes, once: the highest bidder wins over the reserve, everyone concerned is recorded', async () => {
    const auction = await postAuction(app, owner.token, { reserve_price: '1050' });
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    await acceptedBid(app, bob.token, auction.id, { amount: '1100' });
    const before = (
      await asUser(app, bob.token).get(`/api/v1/auctions/details/${auction.id}`)
    ).json().data;
    expect(before).toMatchObject({ state: 'live', reserve_met: true, reserve_price: null });

    const { realtime, ended } = recording();
    // Not due yet at the real clock; due an hour past the end.
    expect(await sweepDueAuctions({ db: app.db, realtime })).not.toContain(auction.id);
    const later = new Date(Date.now() + 25 * HOUR);
    expect(await sweepDueAuctions({ db: app.db, realtime, now: later })).toContain(auction.id);
    expect(await sweepDueAuctions({ db: app.db, realtime, now: later })).not.toContain(auction.id);
    expect(ended.filter((e) => e.auction_id === auction.id)).toEqual([
      expect.objectContaining({ winner: expect.objectContaining({ name: 'B***r' }) }),
    ]);

    const row = await auctionRow(app, auction.id);
    expect(row.winnerId).toBe(bob.account.id);
    expect(await eventsOf(auction.id)).toEqual(
      expect.arrayContaining([
        { userId: alice.account.id, kind: 'outbid' },
        { userId: bob.account.id, kind: 'won' },
        { userId: owner.account.id, kind: 'sold' },
        { userId: alice.account.id, kind: 'lost' },
      ]),
    );
    expect(await eventsOf(auction.id)).toHaveLength(4);
    const bobView = (
      await asUser(app, bob.token).get(`/api/v1/auctions/details/${auction.id}`)
    ).json().data;
    expect(bobView).toMatchObject({ state: 'ended', viewer: { status: 'won' } });
    const won = (await asUser(app, bob.token).get('/api/v1/auctions/get-by-user?role=won')).json();
    expect(won.data.map((a: { id: number }) => a.id)).toContain(auction.id);
    // Winner and owner find a conversation about the auction in their chats.
    for (const person of [bob, owner]) {
      const chats = (await asUser(app, person.token).get('/api/v1/chat/get-conversations')).json();
      expect(
        chats.data.some(
          (c: { context: { type: string; id: number } | null }) =>
            c.context?.type === 'auction' && c.context.id === auction.id,
        ),
      ).toBe(true);
    }
  });

  test('reserve not met: the auction ends without a winner and the owner is told it did not sell', async () => {
    const auction = await postAuction(app, owner.token, { reserve_price: '5000' });
    await acceptedBid(app, alice.token, auction.id, { amount: '1000' });
    await setAuctionTimes(app, auction.id, { endsIn: -1000 });
    // Ended by the clock before any sweep: no winner shown, bids refused.
    const shown = (
      await asUser(app, alice.token).get(`/api/v1/auctions/details/${auction.id}`)
    ).json().data;
    expect(shown).toMatchObject({ state: 'ended', reserve_met: false, winner: null });
    await sweepDueAuctions({ db: app.db, realtime: silentAuctionsRealtime });
    const row = await auctionRow(app, auction.id);
    expect(row.closedAt).not.toBeNull();
    expect(row.winnerId).toBeNull();
    expect(await eventsOf(auction.id)).toEqual(
      expect.arrayContaining([
        { userId: owner.account.id, kind: 'unsold' },
        { userId: alice.account.id, kind: 'lost' },
      ]),
    );
  });

  test.runIf(process.env.DATABASE_URL)(
    'two sweeps from two connections pools at once end each auction exactly once, with one winner',
    async () => {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const auction = await postAuction(app, owner.token);
        await acceptedBid(app, i % 2 ? alice.token : bob.token, auction.id, { amount: '1000' });
        ids.push(auction.id);
      }
      await app.db
        .update(auctions)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(inArray(auctions.id, ids));
      // The second "instance": its own pool on the same database.
      const url = await currentDatabaseUrl(app);
      const other = await openDatabase({ driver: 'pg', url, poolSize: 4 });
      try {
        const [a, b] = await Promise.all([
          sweepDueAuctions({ db: app.db, realtime: silentAuctionsRealtime }),
          sweepDueAuctions({ db: other.db, realtime: silentAuctionsRealtime }),
        ]);
        const mine = (list: number[]) => list.filter((id) => ids.includes(id));
        expect([...mine(a), ...mine(b)].sort()).toEqual([...ids].sort());
        const won = await app.db
          .select({ auctionId: notifications.auctionId })
          .from(notifications)
          .where(and(inArray(notifications.auctionId, ids), ne(notifications.type, 'auction.bid')));
        const wins = await app.db
          .select(told)
          .from(notifications)
          .where(inArray(notifications.auctionId, ids));
        expect(wins.filter((e) => e.kind === 'won')).toHaveLength(ids.length);
        expect(won.length).toBe(ids.length * 2);
      } finally {
        await other.close();
      }
    },
  );
});

/** The PostgreSQL URL of this test file's own database copy. */
const currentDatabaseUrl = async (app: App) => {
  const result = await app.db.execute(sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rowsOf<{ name: string }>(result)[0]!.name}`;
  return url.toString();
};
