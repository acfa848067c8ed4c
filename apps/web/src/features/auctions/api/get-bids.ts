import type { BidsPage } from '@souq/contract';
import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { BIDS_PAGE_SIZE } from '@souq/contract/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { nextPageOf } from '../../../lib/paging';
import { auctionsKeys } from './keys';

const getBids = (id: number, page: number): Promise<BidsPage> =>
  api.call(endpoints.bids, { params: { id }, query: { page, per_page: BIDS_PAGE_SIZE } });

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
