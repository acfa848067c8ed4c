import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { AUCTION_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { type AuctionsFilters, auctionsKeys } from './keys';

/** Auctions of one state (live ending soonest, upcoming, ended) for the selection and search. */
export const useAuctions = (filters: AuctionsFilters) =>
  usePaged(auctionsKeys.list(filters), (page) =>
    api.call(endpoints.list, {
      query: {
        paginate: 'true',
        page,
        per_page: AUCTION_PAGE_SIZE,
        state: filters.state,
        'contains[name]': filters.search || undefined,
        country_id: filters.country_id || undefined,
        region_id: filters.region_id || undefined,
        category_id: filters.category_id || undefined,
      },
    }),
  );
