import type { BidsPage } from '@souq/contract';
import { buildPath, auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { auctionsKeys } from './keys';

const BIDS_PAGE_SIZE = 20;

async function getBids(id: number, page: number): Promise<BidsPage> {
  const response = await api.get<BidsPage>(buildPath(endpoints.bids.path, { id }), {
    params: { page, per_page: BIDS_PAGE_SIZE },
  });
  return response.data;
}

/** An auction's bids, newest first, page after page (bidders masked except for the owner). */
export function useBids(id: number) {
  const query = useInfiniteQuery({
    queryKey: auctionsKeys.bids(id),
    queryFn: ({ pageParam }) => getBids(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    enabled: id > 0,
    retry: false,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.data) ?? [] };
}
