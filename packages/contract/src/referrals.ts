import { z } from 'zod';
import { envelope, IdSchema, UserRefSchema } from './common.ts';
import { REWARD_EFFECTS } from './limits.ts';

export const InviteLinkSchema = z.object({
  /** The caller's invite code (stable for the account's life). */
  code: z.string(),
  /** `<origin>/register?ref=<code>`: registering through it gives 2 points to each party. */
  url: z.string(),
});
export type InviteLink = z.infer<typeof InviteLinkSchema>;
export const InviteLinkResponseSchema = envelope(InviteLinkSchema);
export type InviteLinkResponse = z.infer<typeof InviteLinkResponseSchema>;

/** Someone who registered through the caller's link, and the points it gave the caller. */
export const ReferralSchema = z.object({
  user: UserRefSchema,
  /** When they registered (ISO-8601). */
  date: z.string(),
  points: z.number().int(),
});
export type Referral = z.infer<typeof ReferralSchema>;

/** One line of the caller's points ledger. */
export const PointsEntrySchema = z.object({
  id: z.number().int(),
  /** Positive when earned, negative when spent. */
  points: z.number().int(),
  reason: z.enum(['invited', 'joined', 'redeemed']),
  /** The invited person (`invited`) or the inviter (`joined`); null for a redemption. */
  user: UserRefSchema.nullable(),
  /** The reward's title in the request's language (`redeemed` only). */
  reward: z.string().nullable(),
  created_at: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

export const BalanceSchema = z.object({
  /** The sum of the caller's ledger. */
  points: z.number().int(),
  /** The newest invited people (at most `REFERRALS_LISTED_MAX`). */
  referrals: z.array(ReferralSchema),
  /** How many people registered through the caller's link in all. */
  referrals_count: z.number().int(),
  /** The newest lines of the ledger (earned and spent), newest first. */
  history: z.array(PointsEntrySchema),
});
export type Balance = z.infer<typeof BalanceSchema>;
export const BalanceResponseSchema = envelope(BalanceSchema);
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;

export const RewardSchema = z.object({
  id: z.number().int(),
  /** In the request's language. */
  title: z.string(),
  description: z.string(),
  effect: z.enum(REWARD_EFFECTS),
  days: z.number().int(),
  /** Points it costs. */
  cost: z.number().int(),
  regular_cost: z.number().int(),
  /** Shown as "<n>% off"; null when it has no discount. */
  percent_off: z.number().int().nullable(),
  one_time: z.boolean(),
  /** A one-time reward the caller redeemed already ("already redeemed"). */
  redeemed: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;
export const RewardsResponseSchema = envelope(z.array(RewardSchema));
export type RewardsResponse = z.infer<typeof RewardsResponseSchema>;

export const RewardParamsSchema = z.object({ id: IdSchema });
export type RewardParams = z.infer<typeof RewardParamsSchema>;

/** Redeems a reward for one of the caller's active ads. */
export const RedeemRewardBodySchema = z.object({
  ad_id: IdSchema,
});
export type RedeemRewardBody = z.infer<typeof RedeemRewardBodySchema>;
export type RedeemRewardBodyInput = z.input<typeof RedeemRewardBodySchema>;

export const RedemptionSchema = z.object({
  reward: RewardSchema,
  ad_id: z.number().int(),
  /** Until when the ad is featured or highlighted (ISO-8601). */
  until: z.string(),
  /** The caller's points after spending. */
  points: z.number().int(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;
export const RedemptionResponseSchema = envelope(RedemptionSchema);
export type RedemptionResponse = z.infer<typeof RedemptionResponseSchema>;
