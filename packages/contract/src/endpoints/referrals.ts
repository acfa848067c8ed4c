import type {
  BalanceResponse,
  InviteLinkResponse,
  RedeemRewardBodyInput,
  RedemptionResponse,
  RewardsResponse,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const referralsEndpoints = {
  /** The caller's invite code and link (`<origin>/register?ref=<code>`). */
  inviteLink: { method: 'GET', path: '/referrals/get-invite-link', auth: 'required' },
  /** The caller's points (the sum of their ledger) and the people they invited. */
  balance: { method: 'GET', path: '/referrals/balance', auth: 'required' },
  /** The rewards catalogue, with what the caller already redeemed. */
  rewards: { method: 'GET', path: '/referrals/rewards', auth: 'required' },
  /** Spends points on a reward for one of the caller's active ads (409 when it cannot). */
  redeem: { method: 'POST', path: '/referrals/rewards/{id}/redeem', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type ReferralsEndpointTypes = EndpointTypesOf<
  typeof referralsEndpoints,
  {
    inviteLink: { response: InviteLinkResponse };
    balance: { response: BalanceResponse };
    rewards: { response: RewardsResponse };
    redeem: { body: RedeemRewardBodyInput; response: RedemptionResponse };
  }
>;
