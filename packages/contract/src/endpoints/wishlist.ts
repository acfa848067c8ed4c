import type { Endpoint } from './endpoint.ts';

export const wishlistEndpoints = {
  /** The caller's saved items, newest saved first (paged; `type` ad|job|auction|all). */
  list: { method: 'GET', path: '/wishlist', auth: 'required' },
  /** The ids the caller saved, per kind, and how many in all: what marks every heart. */
  ids: { method: 'GET', path: '/wishlist/ids', auth: 'required' },
  /** Saves an item the caller can see (404 otherwise), or removes it when saved. */
  toggle: { method: 'POST', path: '/wishlist/toggle', auth: 'required' },
} as const satisfies Record<string, Endpoint>;
