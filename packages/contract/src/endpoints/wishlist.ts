import type {
  ListWishlistQueryInput,
  ToggleWishlistBodyInput,
  ToggleWishlistResponse,
  WishlistIdsResponse,
  WishlistPage,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const wishlistEndpoints = {
  /** The caller's saved items, newest saved first (paged; `type` ad|job|auction|all). */
  list: { method: 'GET', path: '/wishlist', auth: 'required' },
  /** The ids the caller saved, per kind, and how many in all: what marks every heart. */
  ids: { method: 'GET', path: '/wishlist/ids', auth: 'required' },
  /** Saves an item the caller can see (404 otherwise), or removes it when saved. */
  toggle: { method: 'POST', path: '/wishlist/toggle', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type WishlistEndpointTypes = EndpointTypesOf<
  typeof wishlistEndpoints,
  {
    list: { query: ListWishlistQueryInput; response: WishlistPage };
    ids: { response: WishlistIdsResponse };
    toggle: { body: ToggleWishlistBodyInput; response: ToggleWishlistResponse };
  }
>;
