import { forbidden, notFound } from '../../http/app-error.ts';

/** The item does not exist, or the caller may not see it (an archived ad, a cancelled auction). */
export const wishlistItemNotFound = () => notFound('wishlist.item-not-found');
/** One's own ad, job or auction is not saved to one's wish list. */
export const ownItem = () => forbidden('wishlist.own-item');
