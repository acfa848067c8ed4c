// Referrals: part of `limits.ts`.

/** Points a registration through an invite link gives to each party (seed §1, §9). */
export const REFERRAL_POINTS = 2;
/** Invited people listed with the balance (newest first); `referrals_count` counts them all. */
export const REFERRALS_LISTED_MAX = 100;

/** What a reward does to the ad it is redeemed for. */
export const REWARD_EFFECTS = ['feature', 'highlight'] as const;
export type RewardEffect = (typeof REWARD_EFFECTS)[number];

export interface RewardDefinition {
  id: number;
  /** Key of its title and description in both languages. */
  key: string;
  effect: RewardEffect;
  /** How long the effect lasts on the ad. */
  days: number;
  /** Points it costs, after `percent_off`. */
  cost: number;
  /** Its usual price in points, before the discount. */
  regular_cost: number;
  /** The discount shown as "<n>% off", or null. */
  percent_off: number | null;
  /** Redeemable once per account ("already redeemed" afterwards). */
  one_time: boolean;
}

/**
 * The rewards catalogue, priced in points. Featuring puts an ad first in lists and on the home
 * page; highlighting marks its card. Redeeming again while it lasts extends it.
 */
export const REWARDS: readonly RewardDefinition[] = [
  {
    id: 1,
    key: 'welcome-highlight',
    effect: 'highlight',
    days: 7,
    cost: 2,
    regular_cost: 4,
    percent_off: 50,
    one_time: true,
  },
  {
    id: 2,
    key: 'feature-week',
    effect: 'feature',
    days: 7,
    cost: 6,
    regular_cost: 6,
    percent_off: null,
    one_time: false,
  },
  {
    id: 3,
    key: 'feature-month',
    effect: 'feature',
    days: 30,
    cost: 20,
    regular_cost: 25,
    percent_off: 20,
    one_time: false,
  },
];
