import type {
  Balance,
  RedeemRewardBodyInput,
  Redemption,
  RedemptionResponse,
  Reward,
} from '@souq/contract';
import { buildPath, referralsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { referralsKeys } from './keys';

export interface RedeemInput extends RedeemRewardBodyInput {
  rewardId: number;
}

export async function redeemReward({ rewardId, ad_id }: RedeemInput): Promise<Redemption> {
  const response = await api.post<RedemptionResponse>(
    buildPath(endpoints.redeem.path, { id: rewardId }),
    { ad_id },
    { json: true },
  );
  return response.data.data;
}

/**
 * What else a redemption changes, by the other areas' key prefixes (every key starts with its
 * area, CONTRIBUTING): the account's points (`accounts` profile), the ad's featured or highlighted
 * time wherever ads show (`ads` lists, details and "my ads", the home page, the wish list).
 */
const TOUCHED_ELSEWHERE = [
  ['accounts', 'profile'],
  ['ads'],
  ['catalog', 'home-page'],
  ['wishlist', 'list'],
] as const;

/**
 * Spends points on a reward for one of the caller's active ads. The balance shows the points
 * left and the reward its new state ("already redeemed") at once; the balance, the rewards and
 * the places above are asked again. A refusal (409: not enough points, already redeemed, the ad not active; 403) means the
 * page was out of date: the balance and the rewards are asked again too. Messages are the
 * caller's (`onSuccess` / `onError` of `mutate`).
 */
export function useRedeemReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemReward,
    onSuccess: (redemption) => {
      queryClient.setQueryData<Balance>(referralsKeys.balance(), (balance) =>
        balance ? { ...balance, points: redemption.points } : balance,
      );
      queryClient.setQueryData<Reward[]>(referralsKeys.rewards(), (rewards) =>
        rewards?.map((reward) => (reward.id === redemption.reward.id ? redemption.reward : reward)),
      );
      for (const queryKey of TOUCHED_ELSEWHERE) void queryClient.invalidateQueries({ queryKey });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: referralsKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: referralsKeys.rewards() });
    },
  });
}
