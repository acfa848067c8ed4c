import type { AuctionRole } from '@souq/contract';
import { auctionsEndpoints as endpoints } from '@souq/contract/endpoints';
import { usePaged } from '../../../lib/api/use-paged';
import { AUCTION_PAGE_SIZE, getAuctionsPage } from './get-auctions';
import { auctionsKeys } from './keys';

/** The caller's auctions: owned, bidding (winning or outbid) or won. */
export const useMyAuctions = (role: AuctionRole) =>
  usePaged(auctionsKeys.mine(role), (page) =>
    getAuctionsPage(endpoints.mine.path, {
      paginate: 'true',
      page,
      per_page: AUCTION_PAGE_SIZE,
      role,
    }),
  );
