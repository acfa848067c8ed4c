import type { Ad } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adsKeys } from './keys';

export async function getAd(id: number): Promise<Ad> {
  const response = await api.call(endpoints.details, { params: { id } });
  return response.data;
}

export const adQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adsKeys.detail(id),
    queryFn: () => getAd(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** One ad (the server counts a view for anyone but its owner, once an hour). */
export const useAd = (id: number) => useQuery(adQueryOptions(id));
