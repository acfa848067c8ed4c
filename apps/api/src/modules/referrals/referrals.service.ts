import {
  type Balance,
  type InviteLink,
  REFERRAL_POINTS,
  REFERRALS_LISTED_MAX,
  REWARDS,
  type Redemption,
  type Reward,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { Actor } from '../../http/request-view.ts';
import type { Notify } from '../notifications/notify.ts';
import { identityKeysOf, isSamePerson, type Person } from './referral-identity.ts';
import {
  adNotActive,
  adNotFound,
  alreadyRedeemed,
  notEnoughPoints,
  notOwnAd,
  rewardNotFound,
} from './referrals.errors.ts';
import { toPointsEntry, toReferral, toReward } from './referrals.presenter.ts';
import * as repo from './referrals.repository.ts';

/** The referral operations, bound once to the app's database; each takes the caller first. */
export const createReferralsService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  inviteLink: (actor: Actor) => getInviteLink(db, actor),
  balance: (actor: Actor) => getBalance(db, actor),
  rewards: (actor: Actor) => listRewards(db, actor),
  redeem: (actor: Actor, choice: { rewardId: number; adId: number }) =>
    redeemReward(db, actor, choice),
});

/** Ledger lines listed with the balance, newest first. */
export const HISTORY_LISTED = 20;

const rewardsById = new Map(REWARDS.map((reward) => [reward.id, reward]));

/**
 * Inside a registration's transaction: when `code` is another person's invite code (in any case),
 * the new account is theirs, and unless this person joined through a link before (the same
 * normalised e-mail or phone, whatever the account), each gets `REFERRAL_POINTS` in the ledger
 * and the inviter is notified. A code that is unknown, the account's own person's (the same
 * mailbox or phone as the inviter) or empty changes nothing. Answers the new account's points
 * when they changed.
 */
export const joinThroughInvite = async ({
  tx,
  notify,
  user,
  code,
}: {
  tx: Database;
  notify: Notify;
  user: Person & { id: number };
  code: string | null | undefined;
}): Promise<number | undefined> => {
  const typed = code?.trim();
  if (!typed) return undefined;
  const inviter = await repo.findInviterByCode(tx, typed);
  if (!inviter || inviter.id === user.id || isSamePerson(inviter, user)) return undefined;
  await repo.setInviter(tx, user.id, inviter.id);
  if (!(await repo.claimIdentities(tx, user.id, identityKeysOf(user)))) return undefined;
  const credited = await repo.creditReferral(tx, {
    userId: user.id,
    inviterId: inviter.id,
    points: REFERRAL_POINTS,
  });
  if (credited.has(inviter.id)) {
    await notify({
      type: 'referrals.points',
      recipientId: inviter.id,
      actorId: user.id,
      data: { points: REFERRAL_POINTS },
    });
  }
  return credited.get(user.id);
};

/** The caller's invite code and the registration link that carries it. */
const getInviteLink = async (db: Database, { userId, origin }: Actor): Promise<InviteLink> => {
  const code = await repo.findInviteCode(db, userId);
  if (code === undefined) throw notFound();
  return { code, url: `${origin}/register?ref=${encodeURIComponent(code)}` };
};

/** The caller's points (the sum of the ledger), the people they invited and the newest lines. */
const getBalance = async (db: Database, view: Actor): Promise<Balance> => {
  const { userId } = view;
  const [points, referrals, referralsCount, history] = await Promise.all([
    repo.sumPoints(db, userId),
    repo.listReferrals(db, userId, REFERRALS_LISTED_MAX),
    repo.countReferrals(db, userId),
    repo.listLedger(db, userId, HISTORY_LISTED),
  ]);
  return {
    points,
    referrals: referrals.map((row) => toReferral(row, view)),
    referrals_count: referralsCount,
    history: history.map((row) => toPointsEntry(row, view, rewardsById)),
  };
};

/** The catalogue in `locale`, one-time rewards the caller used marked `redeemed`. */
const listRewards = async (db: Database, { userId, locale }: Actor): Promise<Reward[]> => {
  const redeemed = await repo.findRedeemedOneTime(db, userId);
  return REWARDS.map((reward) => toReward(reward, locale, redeemed.has(reward.id)));
};

/**
 * Spends points on a reward for one of the caller's active ads, in one transaction: the ad's row
 * is locked (redeems for it take turns), the points taken by a conditional update (concurrent
 * redeems never overspend: the one that finds too few is refused), the ad featured or highlighted
 * for the reward's days more, the redemption written (the unique index refuses a one-time reward
 * twice) with its ledger line. Any refusal rolls it all back. 404 unknown reward or ad (or another
 * person's archived ad), 403 another person's ad, 409 with the reason otherwise.
 */
const redeemReward = async (
  db: Database,
  { userId, locale }: Actor,
  { rewardId, adId }: { rewardId: number; adId: number },
): Promise<Redemption> => {
  const reward = rewardsById.get(rewardId);
  if (!reward) throw rewardNotFound();
  return db.transaction(async (tx) => {
    const ad = await repo.lockAd(tx, adId);
    if (!ad || (ad.userId !== userId && ad.status === 'archived')) throw adNotFound();
    if (ad.userId !== userId) throw notOwnAd();
    if (ad.status !== 'active') throw adNotActive();
    if (reward.one_time && (await repo.findRedeemedOneTime(tx, userId)).has(reward.id)) {
      throw alreadyRedeemed();
    }
    const points = await repo.spendPoints(tx, userId, reward.cost);
    if (points === undefined) throw notEnoughPoints(reward.cost);
    const until = await repo.extendAd(tx, { adId, effect: reward.effect, days: reward.days });
    const redemptionId = await repo.insertRedemption(tx, {
      userId,
      rewardId: reward.id,
      adId,
      oneTime: reward.one_time,
      until,
    });
    if (redemptionId === undefined) throw alreadyRedeemed();
    await repo.insertSpentLine(tx, { userId, cost: reward.cost, redemptionId });
    return {
      reward: toReward(reward, locale, true),
      ad_id: adId,
      until: until.toISOString(),
      points,
    };
  });
};
