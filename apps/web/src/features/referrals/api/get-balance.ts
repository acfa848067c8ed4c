import type { Balance } from '@souq/contract';
import { referralsEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { referralsKeys } from './keys';

export async function getBalance(): Promise<Balance> {
  const response = await api.call(endpoints.balance);
  return response.data;
}

/** The caller's points (the sum of their ledger), the people they invited and the ledger. */
export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: referralsKeys.balance(),
    queryFn: getBalance,
    retry: false,
  });

export const useBalance = () => useQuery(balanceQueryOptions());
