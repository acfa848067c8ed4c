import type { Balance, Reward } from '@souq/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asUser } from '../../../test/as-user.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { pointsState } from '../../../test/referral-factories.ts';
import type { App } from '../../app.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import { notifications } from '../../modules/notifications/notifications.table.ts';
import { rewardRedemptions } from '../../modules/referrals/referrals.table.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedDemoReferrals } from './demo-referrals.ts';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
  // The template holds them already: running again changes nothing.
  await seedDemoReferrals(app.db);
  await seedDemoReferrals(app.db);
});
afterAll(() => app.close());

const signIn = async (email: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  return asUser(app, res.json().data.token as string);
};

test('Sara registered through Ahmed’s link: 2 points each in the ledger, nothing redeemed', async () => {
  const [ahmed, sara] = await Promise.all([
    signIn('ahmed@example.com'),
    signIn('sara@example.com'),
  ]);
  const balance = ((await ahmed.get('/api/v1/referrals/balance')).json() as { data: Balance }).data;
  expect(balance.points).toBe(2);
  expect(balance.referrals_count).toBe(1);
  expect(balance.referrals[0]).toMatchObject({ user: { name: 'سارة المنصوري' }, points: 2 });
  const hers = ((await sara.get('/api/v1/referrals/balance')).json() as { data: Balance }).data;
  expect(hers.points).toBe(2);
  expect(hers.history).toMatchObject([{ reason: 'joined', user: { name: 'Ahmed Al-Saud' } }]);
  // Dated when she joined, not when the seed ran.
  expect(Date.now() - new Date(hers.history[0]!.created_at).getTime()).toBeGreaterThan(86_400_000);

  const ids: number[] = [];
  for (const email of ['ahmed@example.com', 'sara@example.com']) {
    const [row] = await app.db.select().from(users).where(eq(users.email, email));
    expect(await pointsState(app, row!.id)).toEqual({ ledger: 2, cached: 2 });
    ids.push(row!.id);
  }
  // The demo notifications tell Ahmed too.
  const told = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.type, 'referrals.points'));
  expect(told.map((n) => [n.userId, n.actorId])).toEqual([ids]);
  const rewards = ((await sara.get('/api/v1/referrals/rewards')).json() as { data: Reward[] }).data;
  expect(rewards.every((r) => !r.redeemed)).toBe(true);
  expect(await app.db.select().from(rewardRedemptions)).toEqual([]);
});
