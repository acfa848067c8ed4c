import type { AdCard, AdCondition, AdSort, AdStatus } from '@souq/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, buildListQuery, getErrorMessage } from '../../../lib/api';
import { type AdsPage, nextPageOf } from '../lib/paging';
import { adsPaths } from './paths';

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

export const AD_PAGE_SIZE = 12;

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

export async function getAdsPage(path: string, params: Record<string, string | number>) {
  const response = await api.get<AdsPage<AdCard>>(path, { params });
  return response.data;
}

/**
 * Pages of ads, appended one after the other. The next page is asked for only while the current
 * page is below the last (`nextPageOf`); a failure is not retried (seed §8).
 */
function usePagedAds(key: unknown[], load: (page: number) => Promise<AdsPage<AdCard>>) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    retry: false,
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const meta = query.data?.pages.at(-1)?.meta;
  return { ...query, items, meta, errorMessage: query.error ? getErrorMessage(query.error) : null };
}

export const useAds = (filters: AdsFilters) =>
  usePagedAds(['ads', 'list', filters], (page) =>
    getAdsPage(adsPaths.list, buildAdsQuery(filters, page)),
  );

/** The caller's own ads in every status (or one status). */
export const useMyAds = (status: AdStatus | null) =>
  usePagedAds(['ads', 'mine', status], (page) =>
    getAdsPage(adsPaths.mine, {
      paginate: 'true',
      page,
      per_page: AD_PAGE_SIZE,
      ...(status ? { status } : {}),
    }),
  );
