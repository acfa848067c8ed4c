import type {
  AuctionDeletedResponse,
  AuctionResponse,
  AuctionsPage,
  BidsPage,
  CreateAuctionBodyInput,
  ListAuctionsQueryInput,
  MyAuctionsQueryInput,
  PageQueryInput,
  PlaceBidBodyInput,
  PlaceBidResponse,
  UpdateAuctionBodyInput,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** Auctions: reads are open (the caller's own standing when signed in), writes need a session. */
export const auctionsEndpoints = {
  /** Paged by state: live ending soonest, upcoming starting soonest, ended newest. */
  list: { method: 'GET', path: '/auctions', auth: 'optional' },
  details: { method: 'GET', path: '/auctions/details/{id}', auth: 'optional' },
  /** The caller's auctions: `role=owned|bidding|won`. */
  mine: { method: 'GET', path: '/auctions/get-by-user', auth: 'required' },
  create: { method: 'POST', path: '/auctions/create', auth: 'required' },
  /** Only before the first bid (409 after). */
  update: { method: 'POST', path: '/auctions/update/{id}', auth: 'required' },
  /** Only before the first bid (409 after). */
  delete: { method: 'DELETE', path: '/auctions/delete/{id}', auth: 'required' },
  /** Newest first; bidders masked except for the owner and the bidder themself. */
  bids: { method: 'GET', path: '/auctions/get-bids/{id}', auth: 'optional' },
  /** A bid, an automatic-bidding maximum, or buy-now. */
  placeBid: { method: 'POST', path: '/auctions/submit-bid/{id}', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type AuctionsEndpointTypes = EndpointTypesOf<
  typeof auctionsEndpoints,
  {
    list: { query: ListAuctionsQueryInput; response: AuctionsPage };
    details: { response: AuctionResponse };
    mine: { query: MyAuctionsQueryInput; response: AuctionsPage };
    create: { body: CreateAuctionBodyInput; response: AuctionResponse };
    update: { body: UpdateAuctionBodyInput; response: AuctionResponse };
    delete: { response: AuctionDeletedResponse };
    bids: { query: PageQueryInput; response: BidsPage };
    placeBid: { body: PlaceBidBodyInput; response: PlaceBidResponse };
  }
>;
