import type { RewardEffect } from '@souq/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../accounts/accounts.table.ts';
import { ads } from '../ads/ads.table.ts';
import { pointsLedger, referralIdentities, rewardRedemptions } from './referrals.table.ts';

/** The account's own invite code. */
export const findInviteCode = async (db: Database, userId: number) => {
  const [row] = await db
    .select({ code: users.inviteCode })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.code;
};

// ---------------------------------------------------------------------------------------------
// Registration through an invite link (inside the registration's transaction)

/** The account whose invite code this is, in any case (the unique index is on `upper(code)`). */
export const findInviterByCode = async (tx: Database, code: string) => {
  const [row] = await tx
    .select({ id: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(sql`upper(${users.inviteCode}) = upper(${code})`)
    .limit(1);
  return row;
};

export const setInviter = (tx: Database, userId: number, inviterId: number) =>
  tx.update(users).set({ invitedByUserId: inviterId }).where(eq(users.id, userId));

/**
 * Claims the person's identity keys for `userId`; true when none was held (nobody joined through
 * a link as this e-mail or phone before). Concurrent claims of one key wait on its primary key.
 */
export const claimIdentities = async (tx: Database, userId: number, keys: string[]) => {
  const rows = await tx
    .insert(referralIdentities)
    .values(keys.map((key) => ({ key, userId })))
    .onConflictDoNothing()
    .returning({ key: referralIdentities.key });
  return rows.length === keys.length;
};

/**
 * The `joined` line of the new account and the `invited` line of its inviter, and each one's
 * `points` moved by its line, in one statement: a line the unique indexes refuse (a second time)
 * moves nothing. Answers the points of each account credited.
 */
export const creditReferral = async (
  tx: Database,
  { userId, inviterId, points }: { userId: number; inviterId: number; points: number },
): Promise<Map<number, number>> => {
  const result = await tx.execute(sql`
    with lines as (
      insert into ${pointsLedger} (user_id, points, reason, other_user_id)
      values (${userId}, ${points}, 'joined', ${inviterId}),
        (${inviterId}, ${points}, 'invited', ${userId})
      on conflict do nothing
      returning user_id, points
    )
    update ${users} u set points = u.points + lines.points
    from lines where u.id = lines.user_id
    returning u.id, u.points`);
  return new Map(
    rowsOf<{ id: number | string; points: number }>(result).map((r) => [Number(r.id), r.points]),
  );
};

// ---------------------------------------------------------------------------------------------
// Balance

export const sumPoints = async (db: Database, userId: number) => {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  return Number(row?.total ?? 0);
};

export interface PersonRow {
  id: number;
  name: string;
  type: 'user' | 'company';
  /** The avatar, or a company's logo when it has none. */
  image: string | null;
}

const personImage = (u: typeof users) =>
  sql<
    string | null
  >`coalesce(${u.imageKey}, case when ${u.type} = 'company' then ${u.logoKey} end)`;

export interface ReferralRow extends PersonRow {
  joinedAt: Date;
  /** What their registration gave the inviter (0 when it gave nothing: the same person again). */
  points: number;
}

/** The newest `limit` accounts registered through `userId`'s link. */
export const listReferrals = (
  db: Database,
  userId: number,
  limit: number,
): Promise<ReferralRow[]> =>
  db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      image: personImage(users),
      joinedAt: users.createdAt,
      points: sql<number>`coalesce(${pointsLedger.points}, 0)::int`,
    })
    .from(users)
    .leftJoin(
      pointsLedger,
      and(
        eq(pointsLedger.otherUserId, users.id),
        eq(pointsLedger.reason, 'invited'),
        eq(pointsLedger.userId, userId),
      ),
    )
    .where(eq(users.invitedByUserId, userId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);

export const countReferrals = async (db: Database, userId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.invitedByUserId, userId));
  return Number(row?.n ?? 0);
};

export interface LedgerRow {
  id: number;
  points: number;
  reason: 'invited' | 'joined' | 'redeemed';
  createdAt: Date;
  other: PersonRow | null;
  rewardId: number | null;
}

/** The newest `limit` lines of the ledger, with the other party or the reward. */
export const listLedger = async (
  db: Database,
  userId: number,
  limit: number,
): Promise<LedgerRow[]> => {
  const rows = await db
    .select({
      id: pointsLedger.id,
      points: pointsLedger.points,
      reason: pointsLedger.reason,
      createdAt: pointsLedger.createdAt,
      otherId: users.id,
      otherName: users.name,
      otherType: users.type,
      otherImage: personImage(users),
      rewardId: rewardRedemptions.rewardId,
    })
    .from(pointsLedger)
    .leftJoin(users, eq(users.id, pointsLedger.otherUserId))
    .leftJoin(rewardRedemptions, eq(rewardRedemptions.id, pointsLedger.redemptionId))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(limit);
  return rows.map(({ otherId, otherName, otherType, otherImage, ...row }) => ({
    ...row,
    other:
      otherId === null || otherName === null || otherType === null
        ? null
        : { id: otherId, name: otherName, type: otherType, image: otherImage },
  }));
};

// ---------------------------------------------------------------------------------------------
// Rewards

/** The one-time rewards `userId` redeemed. */
export const findRedeemedOneTime = async (db: Database, userId: number) => {
  const rows = await db
    .select({ rewardId: rewardRedemptions.rewardId })
    .from(rewardRedemptions)
    .where(and(eq(rewardRedemptions.userId, userId), eq(rewardRedemptions.oneTime, true)));
  return new Set(rows.map((r) => r.rewardId));
};

/**
 * The ad's owner and status, its row locked until the transaction ends: redeems for one ad take
 * turns, each extending the time the previous one set.
 */
export const lockAd = async (tx: Database, adId: number) => {
  const [row] = await tx
    .select({ userId: ads.userId, status: ads.status })
    .from(ads)
    .where(eq(ads.id, adId))
    .for('no key update');
  return row;
};

/**
 * Takes `cost` points in one conditional statement: concurrent spends wait on the row and each
 * sees the balance the previous one left. Answers the points left, or undefined (not enough).
 */
export const spendPoints = async (tx: Database, userId: number, cost: number) => {
  const [row] = await tx
    .update(users)
    .set({ points: sql`${users.points} - ${cost}` })
    .where(and(eq(users.id, userId), sql`${users.points} >= ${cost}`))
    .returning({ points: users.points });
  return row?.points;
};

/** Features or highlights the ad for `days` more, from now or from when it would end. */
export const extendAd = async (
  tx: Database,
  { adId, effect, days }: { adId: number; effect: RewardEffect; days: number },
): Promise<Date> => {
  const column = effect === 'feature' ? ads.featuredUntil : ads.highlightedUntil;
  const until = sql`greatest(coalesce(${column}, now()), now()) + make_interval(days => ${days}::int)`;
  const [row] = await tx
    .update(ads)
    .set(effect === 'feature' ? { featuredUntil: until } : { highlightedUntil: until })
    .where(eq(ads.id, adId))
    .returning({ until: column });
  return row!.until!;
};

/**
 * The redemption; undefined when the reward is one-time and `userId` redeemed it already (the
 * partial unique index decides, also between concurrent redeems).
 */
export const insertRedemption = async (
  tx: Database,
  values: { userId: number; rewardId: number; adId: number; oneTime: boolean; until: Date },
) => {
  const [row] = await tx
    .insert(rewardRedemptions)
    .values(values)
    .onConflictDoNothing({
      target: [rewardRedemptions.userId, rewardRedemptions.rewardId],
      where: sql`${rewardRedemptions.oneTime}`,
    })
    .returning({ id: rewardRedemptions.id });
  return row?.id;
};

/** The ledger's line of a redemption (`spendPoints` moved the cached balance). */
export const insertSpentLine = (
  tx: Database,
  { userId, cost, redemptionId }: { userId: number; cost: number; redemptionId: number },
) => tx.insert(pointsLedger).values({ userId, points: -cost, reason: 'redeemed', redemptionId });
