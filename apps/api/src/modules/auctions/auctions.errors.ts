import { AppError, forbidden, invalidFields, notFound } from '../../http/app-error.ts';

export const auctionNotFound = () => notFound('auctions.not-found');
/** Someone other than the owner tried to change an auction; nothing was changed. */
export const notAuctionOwner = () => forbidden('auctions.not-owner');
export const ownAuction = () => forbidden('auctions.own-auction');
export const notStarted = () => new AppError(409, 'auctions.not-started');
export const auctionEnded = () => new AppError(409, 'auctions.ended');
/** The price moved (or the amount was short): `min` is the smallest amount accepted now. */
export const bidTooLow = (min: string) =>
  new AppError(409, 'auctions.bid-too-low', { vars: { min } });
export const alreadyLeading = () => new AppError(409, 'auctions.already-leading');
export const noBuyNow = () => new AppError(409, 'auctions.no-buy-now');
export const wrongBuyNowAmount = (price: string) =>
  invalidFields({ amount: [{ key: 'auctions.buy-now-amount', vars: { price } }] });
/** Update and delete are for auctions nobody has bid on yet. */
export const auctionHasBids = () => new AppError(409, 'auctions.has-bids');
