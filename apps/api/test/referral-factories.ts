import type { Balance, InviteLink } from '@souq/contract';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { users } from '../src/modules/accounts/accounts.table.ts';
import { pointsLedger } from '../src/modules/referrals/referrals.table.ts';
import { asUser } from './as-user.ts';
import { createUser, type TestAccount } from './factories.ts';

let nextPhone = 2_000_000;

/** A Saudi mobile number no other account of this file has (factories share one by default). */
export const uniquePhone = () => `055${String(nextPhone++).padStart(7, '0')}`;

/** Registers a person (or company) through `code`, with a phone of its own unless given. */
export const registerThrough = (
  app: App,
  code: string,
  overrides: { type?: 'user' | 'company' } & Record<string, unknown> = {},
): Promise<TestAccount> => createUser(app, { ref: code, phone: uniquePhone(), ...overrides });

/** An account with a phone of its own (so that others can register through its link). */
export const createInviter = (app: App, overrides: Record<string, unknown> = {}) =>
  createUser(app, { phone: uniquePhone(), ...overrides });

export const inviteLinkOf = async (app: App, who: TestAccount) =>
  (
    (await asUser(app, who.token).get('/api/v1/referrals/get-invite-link')).json() as {
      data: InviteLink;
    }
  ).data;

export const balanceOf = async (app: App, who: TestAccount, lang = 'en') =>
  (
    (
      await asUser(app, who.token).get('/api/v1/referrals/balance', { 'accept-language': lang })
    ).json() as { data: Balance }
  ).data;

/** The ledger's sum and the cached `users.points` of an account (always equal). */
export const pointsState = async (app: App, userId: number) => {
  const [ledger] = await app.db
    .select({ sum: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  const [user] = await app.db
    .select({ points: users.points })
    .from(users)
    .where(eq(users.id, userId));
  return { ledger: Number(ledger!.sum), cached: user!.points };
};

/** Gives points as a referral would (a ledger line and the cached sum, in one transaction). */
export const grantPoints = (app: App, userId: number, points: number) =>
  app.db.transaction(async (tx) => {
    await tx.insert(pointsLedger).values({ userId, points, reason: 'invited' });
    await tx
      .update(users)
      .set({ points: sql`${users.points} + ${points}` })
      .where(eq(users.id, userId));
  });

/** `POST /referrals/rewards/{id}/redeem` as `who`. */
export const redeem = (app: App, who: TestAccount, rewardId: number, adId: number, lang = 'en') =>
  asUser(app, who.token).post(
    `/api/v1/referrals/rewards/${rewardId}/redeem`,
    { ad_id: adId },
    { 'accept-language': lang },
  );
