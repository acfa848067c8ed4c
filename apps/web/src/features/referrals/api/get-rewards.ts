import type { Reward } from '@souq/contract';
import { referralsEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { referralsKeys } from './keys';

export async function getRewards(): Promise<Reward[]> {
  const response = await api.call(endpoints.rewards);
  return response.data;
}

/** The rewards catalogue in the request's language, with what the caller redeemed already. */
export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: referralsKeys.rewards(),
    queryFn: getRewards,
    retry: false,
  });

export const useRewards = () => useQuery(rewardsQueryOptions());
