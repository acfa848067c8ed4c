import type { Ad, AdStatus } from '@souq/contract';
import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../lib/api/shared-keys';
import type { AdsFilters } from './get-ads';

/** Every query of the ads area starts with `ads`. */
export const adsKeys = {
  all: sharedKeys.ads,
  lists: () => ['ads', 'list'] as const,
  list: (filters: AdsFilters) => ['ads', 'list', filters] as const,
  mineAll: () => ['ads', 'mine'] as const,
  mine: (status: AdStatus | null) => ['ads', 'mine', status] as const,
  detail: (id: number) => ['ads', 'detail', id] as const,
  related: (by: 'category' | 'seller', id: number | undefined) =>
    ['ads', 'related', by, id] as const,
  ownPhone: (id: number) => ['ads', 'own-phone', id] as const,
};

/**
 * After a change the server answers the ad as its owner sees it: cached as is (no second fetch),
 * and the lists that may show it are asked again.
 */
export function storeSavedAd(queryClient: QueryClient, ad: Ad): void {
  queryClient.setQueryData(adsKeys.detail(ad.id), ad);
  void queryClient.invalidateQueries({ queryKey: adsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: adsKeys.mineAll() });
}
