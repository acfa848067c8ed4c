import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { acceptedBid, postAuction, setAuctionTimes } from '../../../../test/auction-factories.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { createUser } from '../../../../test/factories.ts';
import { type App, buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { backgroundJobs } from '../../../jobs/jobs.table.ts';
import { conversations } from '../../chat/chat.table.ts';
import { notifications } from '../../notifications/notifications.table.ts';
import { auctions } from '../auctions.table.ts';

// Two API instances on one PostgreSQL database; the auction ends while neither sweeps (as if
// every instance were down), then both start sweeping at once.
let first: App;
let second: App | undefined;
let secondDir: string;
beforeAll(async () => {
  first = await buildTestApp({ JOBS_POLL_MS: '50' });
});
afterAll(async () => {
  await second?.close();
  if (secondDir) rmSync(secondDir, { recursive: true, force: true });
  await first?.close();
});

/** A second app on the first one's database (its own pool), as another instance would be. */
const secondInstance = async () => {
  const { name } = rowsOf<{ name: string }>(
    await first.db.execute(sql`select current_database() as name`),
  )[0]!;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  secondDir = mkdtempSync(join(tmpdir(), 'souq-second-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    DATA_DIR: secondDir,
    WEB_DIST_DIR: join(tmpdir(), 'souq-no-web-app'),
    JOBS_POLL_MS: '50',
  });
  const database = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 4 });
  const app = await buildApp({ config, database });
  await app.ready();
  return app;
};

test.runIf(process.env.DATABASE_URL)(
  'an auction that ended while every instance was down is closed once when two start: one winner, one winner chat, one notification each',
  async () => {
    const [owner, alice, bob] = await Promise.all([
      createUser(first, { name: 'Owner Down' }),
      createUser(first, { name: 'Alice Down' }),
      createUser(first, { name: 'Bob Down' }),
    ]);
    const auction = await postAuction(first, owner.token);
    await acceptedBid(first, alice.token, auction.id, { amount: '1000' });
    await acceptedBid(first, bob.token, auction.id, { amount: '1100' });
    await setAuctionTimes(first, auction.id, { endsIn: -60_000 });

    second = await secondInstance();
    // Both instances come up: their sweeps are armed and run every 2 s.
    await Promise.all([first.jobs.armRecurring(), second.jobs.armRecurring()]);
    await first.db
      .update(backgroundJobs)
      .set({ runAt: sql`now()` })
      .where(eq(backgroundJobs.type, 'auctions.sweep'));
    const closed = async () =>
      (await first.db.select().from(auctions).where(eq(auctions.id, auction.id)))[0]!;
    await expect.poll(async () => (await closed()).closedAt, { timeout: 15_000 }).not.toBeNull();
    await Promise.all([first.jobs.drain(), second.jobs.drain()]);

    expect((await closed()).winnerId).toBe(bob.account.id);
    const told = await first.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(
        and(eq(notifications.auctionId, auction.id), sql`${notifications.type} <> 'auction.bid'`),
      );
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: bob.account.id, type: 'auction.won' },
        { userId: owner.account.id, type: 'auction.sold' },
        { userId: alice.account.id, type: 'auction.lost' },
      ]),
    );
    // Alice was outbid once, and told she lost once.
    expect(told).toHaveLength(4);
    const chats = rowsOf<{ count: number }>(
      await first.db.execute(
        sql`select count(*)::int as count from ${conversations}
            where context_type = 'auction' and context_id = ${auction.id}`,
      ),
    );
    expect(chats[0]!.count).toBe(1);
    const followUps = await first.db
      .select({ state: backgroundJobs.state })
      .from(backgroundJobs)
      .where(
        and(eq(backgroundJobs.type, 'auctions.ended'), eq(backgroundJobs.key, String(auction.id))),
      );
    expect(followUps).toEqual([{ state: 'done' }]);
  },
);
