import type { AuctionsPage } from '@souq/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, getErrorMessage } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';

export const AUCTION_PAGE_SIZE = 12;

export async function getAuctionsPage(path: string, params: Record<string, string | number>) {
  const response = await api.get<AuctionsPage>(path, { params });
  return response.data;
}

/** Pages of auction cards, appended by the seed's end-marker rule; failures are not retried. */
export function usePagedAuctions(
  key: readonly unknown[],
  load: (page: number) => Promise<AuctionsPage>,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    retry: false,
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { ...query, items, errorMessage: query.error ? getErrorMessage(query.error) : null };
}
