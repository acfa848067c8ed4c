/** Keys of `auctions:form.errors`: what the auction form's rules can say (zod-free). */
export const AUCTION_FORM_ERRORS = [
  'title',
  'description',
  'category',
  'country',
  'region',
  'amount',
  'buy-now-too-low',
  'reserve-too-low',
  'reserve-above-buy-now',
  'start',
  'end',
  'duration',
  'photos',
] as const;
export type AuctionFormError = (typeof AUCTION_FORM_ERRORS)[number];

export const isAuctionFormError = (key: string): key is AuctionFormError =>
  (AUCTION_FORM_ERRORS as readonly string[]).includes(key);
