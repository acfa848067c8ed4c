import { toLatinDigits } from '../../../lib/digits';

/** What the bid box holds: amounts as typed. */
export interface BidFormValues {
  amount: string;
  /** Automatic bidding: `max_amount` is sent. */
  auto: boolean;
  max_amount: string;
}

/** Keys of `auctions:bid-form.errors`: what the bid rules can say (zod-free). */
export const BID_FORM_ERRORS = ['invalid-amount', 'max-below-amount', 'too-low'] as const;
export type BidFormError = (typeof BID_FORM_ERRORS)[number];
export const isBidFormError = (key: string): key is BidFormError =>
  (BID_FORM_ERRORS as readonly string[]).includes(key);

/** An amount as typed (Arabic-Indic digits, a decimal comma) as the API reads it. */
export const bidAmount = (value: string) => toLatinDigits(value).replace(',', '.').trim();

/** The request: the amount, and the maximum with automatic bidding. */
export function bidBody(values: BidFormValues): { amount: string; max_amount?: string } {
  const max = values.auto ? bidAmount(values.max_amount) : '';
  return { amount: bidAmount(values.amount), ...(max ? { max_amount: max } : {}) };
}
