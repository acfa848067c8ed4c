import type { AdCondition, AdSort } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { buildListQuery } from '../../../lib/api';
import { adsKeys } from './keys';
import { AD_PAGE_SIZE, getAdsPage, usePagedAds } from './paged-ads';

export { AD_PAGE_SIZE };

/** What `/ads` filters by; empty values are left out of the request. */
export interface AdsFilters {
  search: string;
  countryId: number | null;
  regionId: number | null;
  categoryId: number | null;
  priceMin: string;
  priceMax: string;
  condition: AdCondition | '';
  sort: AdSort;
}

/** The generic list GET's query (seed §7) plus the ads' own filters. */
export function buildAdsQuery(filters: AdsFilters, page: number): Record<string, string | number> {
  const query = buildListQuery({
    paginate: true,
    page,
    search: filters.search,
    countryId: filters.countryId,
    regionId: filters.regionId,
    categoryId: filters.categoryId,
  });
  query.per_page = AD_PAGE_SIZE;
  if (filters.priceMin.trim()) query.price_min = filters.priceMin.trim();
  if (filters.priceMax.trim()) query.price_max = filters.priceMax.trim();
  if (filters.condition) query.condition = filters.condition;
  if (filters.sort !== 'newest') query.sort = filters.sort;
  return query;
}

/** Active ads matching `filters`, page after page. */
export const useAds = (filters: AdsFilters) =>
  usePagedAds(adsKeys.list(filters), (page) =>
    getAdsPage(endpoints.list.path, buildAdsQuery(filters, page)),
  );
