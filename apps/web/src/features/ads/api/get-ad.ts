import type { Ad } from '@souq/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adPath, adsPaths } from './paths';

export const adQueryKey = (id: number) => ['ads', 'detail', id] as const;

export async function getAd(id: number): Promise<Ad> {
  const response = await api.get<{ data: Ad }>(adPath(adsPaths.details, id));
  return response.data.data;
}

/** One ad (the server counts a view for anyone but its owner, once an hour). */
export const useAd = (id: number) =>
  useQuery({
    queryKey: adQueryKey(id),
    queryFn: () => getAd(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** After a change the server answers the ad as its owner sees it: no need to fetch it again. */
export const setCachedAd = (queryClient: QueryClient, ad: Ad) => {
  queryClient.setQueryData(adQueryKey(ad.id), ad);
  void queryClient.invalidateQueries({ queryKey: ['ads', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['ads', 'mine'] });
};
