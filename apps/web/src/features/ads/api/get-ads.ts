import type { AdCondition, AdSort, AdsPage, ListAdsQueryInput } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { AD_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { type ListingFilters, listingPageQuery } from '../../../lib/api/listing-query';
import { usePaged } from '../../../lib/api/use-paged';
import { adsKeys } from './keys';

export const getAdsPage = (query: ListAdsQueryInput): Promise<AdsPage> =>
  api.call(endpoints.list, { query });

/** What `/ads` filters by; empty values are left out of the request. */
export interface AdsFilters extends ListingFilters {
  priceMin: string;
  priceMax: string;
  condition: AdCondition | '';
  sort: AdSort;
}

/** The generic list GET's query (seed §7) plus the ads' own filters. */
export function buildAdsQuery(filters: AdsFilters, page: number): ListAdsQueryInput {
  const query: ListAdsQueryInput = listingPageQuery(filters, page, AD_PAGE_SIZE);
  if (filters.priceMin.trim()) query.price_min = filters.priceMin.trim();
  if (filters.priceMax.trim()) query.price_max = filters.priceMax.trim();
  if (filters.condition) query.condition = filters.condition;
  if (filters.sort !== 'newest') query.sort = filters.sort;
  return query;
}

/** Active ads matching `filters`, page after page. */
export const useAds = (filters: AdsFilters) =>
  usePaged(adsKeys.list(filters), (page) => getAdsPage(buildAdsQuery(filters, page)));
