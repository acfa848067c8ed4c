import type { Auction } from '@souq/contract';
import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auctionsKeys } from './keys';

export async function getAuction(id: number): Promise<Auction> {
  const response = await api.call(endpoints.details, { params: { id } });
  return response.data;
}

export const auctionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: auctionsKeys.detail(id),
    queryFn: () => getAuction(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** One auction as the caller sees it (their own standing, the reserve only for the owner). */
export const useAuction = (id: number) => useQuery(auctionQueryOptions(id));
