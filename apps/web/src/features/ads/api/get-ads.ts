import type { AdCondition, AdSort, AdsPage } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { api, buildListQuery } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { adsKeys } from './keys';

export const AD_PAGE_SIZE = 12;

export async function getAdsPage(path: string, params: Record<string, string | number>) {
  const response = await api.get<AdsPage>(path, { params });
  return response.data;
}

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
  usePaged(adsKeys.list(filters), (page) =>
    getAdsPage(endpoints.list.path, buildAdsQuery(filters, page)),
  );
