import type {
  Locale,
  PointsEntry,
  Referral,
  Reward,
  RewardDefinition,
  UserRef,
} from '@souq/contract';
import type { RequestView } from '../../http/request-view.ts';
import { type MessageKey, translate } from '../../i18n/index.ts';
import type { LedgerRow, PersonRow, ReferralRow } from './referrals.repository.ts';

/** A reward's title in `locale`. */
export const rewardTitle = (reward: RewardDefinition, locale: Locale) =>
  translate(locale, `referrals.reward.${reward.key}.title` as MessageKey, { days: reward.days });

/** A catalogue entry in `locale`; `redeemed` only for a one-time reward the caller used. */
export const toReward = (reward: RewardDefinition, locale: Locale, redeemed: boolean): Reward => ({
  id: reward.id,
  title: rewardTitle(reward, locale),
  description: translate(locale, `referrals.reward.${reward.key}.description` as MessageKey, {
    days: reward.days,
  }),
  effect: reward.effect,
  days: reward.days,
  cost: reward.cost,
  regular_cost: reward.regular_cost,
  percent_off: reward.percent_off,
  one_time: reward.one_time,
  redeemed: reward.one_time && redeemed,
});

const toUserRef = (person: PersonRow, { media }: RequestView): UserRef => ({
  id: person.id,
  name: person.name,
  photo: media.thumb(person.image),
  type: person.type,
});

export const toReferral = (row: ReferralRow, view: RequestView): Referral => ({
  user: toUserRef(row, view),
  date: row.joinedAt.toISOString(),
  points: row.points,
});

export const toPointsEntry = (
  row: LedgerRow,
  view: RequestView,
  rewards: ReadonlyMap<number, RewardDefinition>,
): PointsEntry => {
  const reward = row.rewardId === null ? undefined : rewards.get(row.rewardId);
  return {
    id: row.id,
    points: row.points,
    reason: row.reason,
    user: row.other ? toUserRef(row.other, view) : null,
    reward: reward ? rewardTitle(reward, view.locale) : null,
    created_at: row.createdAt.toISOString(),
  };
};
