import type { Auction, AuctionListState, AuctionRole } from '@souq/contract';
import type { QueryClient } from '@tanstack/react-query';

/** The filters of the public list: a state and the persisted selection. */
export interface AuctionsFilters {
  state: AuctionListState;
  search: string;
  country_id: number | null;
  region_id: number | null;
  category_id: number | null;
}

/** Every query of the auctions area starts with `auctions`. */
export const auctionsKeys = {
  all: ['auctions'] as const,
  lists: () => ['auctions', 'list'] as const,
  list: (filters: AuctionsFilters) => ['auctions', 'list', filters] as const,
  mineAll: () => ['auctions', 'mine'] as const,
  mine: (role: AuctionRole) => ['auctions', 'mine', role] as const,
  detail: (id: number) => ['auctions', 'detail', id] as const,
  bids: (id: number) => ['auctions', 'bids', id] as const,
};

/**
 * After a change the server answers the auction as the caller sees it: cached as is, and the
 * lists and bids that may show it are asked again.
 */
export function storeSavedAuction(queryClient: QueryClient, auction: Auction): void {
  queryClient.setQueryData(auctionsKeys.detail(auction.id), auction);
  void queryClient.invalidateQueries({ queryKey: auctionsKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: auctionsKeys.mineAll() });
  void queryClient.invalidateQueries({ queryKey: auctionsKeys.bids(auction.id) });
}
