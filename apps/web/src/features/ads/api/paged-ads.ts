import type { AdsPage } from '@souq/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';

export const AD_PAGE_SIZE = 12;

export async function getAdsPage(path: string, params: Record<string, string | number>) {
  const response = await api.get<AdsPage>(path, { params });
  return response.data;
}

/**
 * Pages of ads, appended one after the other. The next page is asked for only while the current
 * page is below the last (`nextPageOf`); a failure is not retried (seed §8).
 */
export function usePagedAds(key: readonly unknown[], load: (page: number) => Promise<AdsPage>) {
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
