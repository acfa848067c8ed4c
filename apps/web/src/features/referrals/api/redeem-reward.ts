import type { Balance, RedeemRewardBodyInput, Redemption, Reward } from '@souq/contract';
import { referralsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sharedKeys } from '../../../lib/api/shared-keys';
import { formatDate } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import { referralsKeys } from './keys';

export interface RedeemInput extends RedeemRewardBodyInput {
  rewardId: number;
  /** The ad's title, for the success message (not sent). */
  adTitle: string;
}

export async function redeemReward({ rewardId, ad_id }: RedeemInput): Promise<Redemption> {
  const response = await api.call(endpoints.redeem, {
    params: { id: rewardId },
    body: { ad_id },
    json: true,
  });
  return response.data;
}

/** "The ad is featured until …": what the reward did, to which ad, until when. */
function redeemedMessage(answer: unknown, variables: unknown): string {
  const redemption = answer as Redemption;
  return i18n.t(`referrals:redeem.done.${redemption.reward.effect}`, {
    title: (variables as RedeemInput).adTitle,
    date: formatDate(redemption.until),
  });
}

/**
 * Spends points on a reward for one of the caller's active ads. The balance shows the points
 * left and the reward its new state ("already redeemed") at once; the balance, the rewards and
 * the other areas' queries it changes are asked again: the account's points, the ad's featured or
 * highlighted time wherever ads show (lists, details, "my ads", the home page, the wish list). A
 * refusal (409: not enough points, already redeemed, the ad not active; 403) means the page was
 * out of date: the balance and the rewards are asked again too. Both are toasted with a sound.
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
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: referralsKeys.balance() });
      void queryClient.invalidateQueries({ queryKey: referralsKeys.rewards() });
    },
    meta: {
      success: redeemedMessage,
      failure: 'toast',
      invalidates: [
        sharedKeys.accountProfile,
        sharedKeys.ads,
        sharedKeys.homePage,
        sharedKeys.wishlistLists,
      ],
    },
  });
}
