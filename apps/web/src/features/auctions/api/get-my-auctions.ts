import type { AuctionRole } from '@souq/contract';
import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { AUCTION_PAGE_SIZE } from '@souq/contract/limits';
import { api } from '../../../lib/api';
import { usePaged } from '../../../lib/api/use-paged';
import { auctionsKeys } from './keys';

/** The caller's auctions: owned, bidding (winning or outbid) or won. */
export const useMyAuctions = (role: AuctionRole) =>
  usePaged(auctionsKeys.mine(role), (page) =>
    api.call(endpoints.mine, {
      query: { paginate: 'true', page, per_page: AUCTION_PAGE_SIZE, role },
    }),
  );
