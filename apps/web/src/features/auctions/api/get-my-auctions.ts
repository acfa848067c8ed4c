import type { AuctionRole } from '@souq/contract';
import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { auctionsKeys } from './keys';
import { AUCTION_PAGE_SIZE, getAuctionsPage, usePagedAuctions } from './paged-auctions';

/** The caller's auctions: owned, bidding (winning or outbid) or won. */
export const useMyAuctions = (role: AuctionRole) =>
  usePagedAuctions(auctionsKeys.mine(role), (page) =>
    getAuctionsPage(endpoints.mine.path, {
      paginate: 'true',
      page,
      per_page: AUCTION_PAGE_SIZE,
      role,
    }),
  );
