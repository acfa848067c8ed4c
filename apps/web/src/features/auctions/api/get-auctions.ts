import type { AuctionsPage } from '@souq/contract';
import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { type AuctionsFilters, auctionsKeys } from './keys';

export const AUCTION_PAGE_SIZE = 12;

export async function getAuctionsPage(path: string, params: Record<string, string | number>) {
  const response = await api.get<AuctionsPage>(path, { params });
  return response.data;
}

/** Auctions of one state (live ending soonest, upcoming, ended) for the selection and search. */
export const useAuctions = (filters: AuctionsFilters) =>
  usePaged(auctionsKeys.list(filters), (page) =>
    getAuctionsPage(endpoints.list.path, {
      paginate: 'true',
      page,
      per_page: AUCTION_PAGE_SIZE,
      state: filters.state,
      ...(filters.search ? { 'contains[name]': filters.search } : {}),
      ...(filters.country_id ? { country_id: filters.country_id } : {}),
      ...(filters.region_id ? { region_id: filters.region_id } : {}),
      ...(filters.category_id ? { category_id: filters.category_id } : {}),
    }),
  );
