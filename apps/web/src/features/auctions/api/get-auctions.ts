import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { type AuctionsFilters, auctionsKeys } from './keys';
import { AUCTION_PAGE_SIZE, getAuctionsPage, usePagedAuctions } from './paged-auctions';

/** Auctions of one state (live ending soonest, upcoming, ended) for the selection and search. */
export const useAuctions = (filters: AuctionsFilters) =>
  usePagedAuctions(auctionsKeys.list(filters), (page) =>
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
