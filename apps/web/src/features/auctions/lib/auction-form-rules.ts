import {
  AmountSchema,
  AUCTION_DESCRIPTION_MAX,
  AUCTION_TITLE_MAX,
  AUCTION_TITLE_MIN,
  auctionDurationOk,
  auctionPriceRules,
  hasVisibleText,
} from '@souq/contract';
import { toLatinDigits } from '../../../lib/digits';
import type { AuctionFormValues } from './auction-form-values';

/** A key of `auctions:form.errors`. */
export type AuctionFormError =
  | 'title'
  | 'description'
  | 'category'
  | 'country'
  | 'region'
  | 'amount'
  | 'buy-now-too-low'
  | 'reserve-too-low'
  | 'reserve-above-buy-now'
  | 'start'
  | 'end'
  | 'duration'
  | 'photos';

const amountOf = (value: string) => toLatinDigits(value).replace(',', '.').trim();

/**
 * The contract's create rules over the form's values (the API checks them again): the same
 * amounts, price relations and 1 hour to 30 days. Loaded lazily with zod.
 */
export function checkAuctionForm(
  values: AuctionFormValues,
  { photos, needsSubCategory }: { photos: number; needsSubCategory: boolean },
): Partial<Record<keyof AuctionFormValues | 'photos', AuctionFormError>> {
  const errors: Partial<Record<keyof AuctionFormValues | 'photos', AuctionFormError>> = {};
  const title = values.title.trim();
  if (
    title.length < AUCTION_TITLE_MIN ||
    title.length > AUCTION_TITLE_MAX ||
    !hasVisibleText(title)
  )
    errors.title = 'title';
  if (values.description.length > AUCTION_DESCRIPTION_MAX) errors.description = 'description';
  if (values.parent_category_id === null || (needsSubCategory && values.category_id === null))
    errors.category_id = 'category';
  if (values.country_id === null) errors.country_id = 'country';
  else if (values.region_id === null) errors.region_id = 'region';
  for (const field of ['starting_price', 'min_increment'] as const) {
    if (!AmountSchema.safeParse(amountOf(values[field])).success) errors[field] = 'amount';
  }
  for (const field of ['reserve_price', 'buy_now_price'] as const) {
    if (amountOf(values[field]) && !AmountSchema.safeParse(amountOf(values[field])).success)
      errors[field] = 'amount';
  }
  const prices = {
    starting_price: amountOf(values.starting_price),
    reserve_price: amountOf(values.reserve_price) || null,
    buy_now_price: amountOf(values.buy_now_price) || null,
  };
  if (!errors.buy_now_price && !auctionPriceRules.buyNowAboveStart(prices))
    errors.buy_now_price = 'buy-now-too-low';
  if (!errors.reserve_price && !auctionPriceRules.reserveFromStart(prices))
    errors.reserve_price = 'reserve-too-low';
  else if (!errors.reserve_price && !auctionPriceRules.reserveUpToBuyNow(prices))
    errors.reserve_price = 'reserve-above-buy-now';
  const start = values.start_now ? Date.now() : Date.parse(values.starts_at);
  if (!values.start_now && Number.isNaN(start)) errors.starts_at = 'start';
  const end = Date.parse(values.ends_at);
  if (Number.isNaN(end)) errors.ends_at = 'end';
  else if (
    !errors.starts_at &&
    !auctionDurationOk(new Date(start).toISOString(), new Date(end).toISOString())
  )
    errors.ends_at = 'duration';
  if (photos < 1) errors.photos = 'photos';
  return errors;
}
