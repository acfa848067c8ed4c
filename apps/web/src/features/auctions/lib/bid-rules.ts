import { PlaceBidBodySchema, toCents } from '@souq/contract';
import { toLatinDigits } from '../../../lib/digits';

/** What a bid form's check can answer per field: a key of `auctions:bid-form.errors`. */
export type BidRuleError = 'invalid-amount' | 'max-below-amount' | 'too-low';

/**
 * The contract's bid rules (the API's own schema) and the auction's next valid amount; Arabic
 * digits and a decimal comma are read as typed. Loaded lazily: zod stays out of the page's first load.
 */
export function checkBid(
  values: { amount: string; max_amount: string },
  nextBid: string,
): {
  body: { amount: string; max_amount?: string } | null;
  errors: Partial<Record<'amount' | 'max_amount', BidRuleError>>;
} {
  const amount = toLatinDigits(values.amount).replace(',', '.').trim();
  const max = toLatinDigits(values.max_amount).replace(',', '.').trim();
  const parsed = PlaceBidBodySchema.safeParse({ amount, max_amount: max || undefined });
  const errors: Partial<Record<'amount' | 'max_amount', BidRuleError>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'max_amount' ? 'max_amount' : 'amount';
      errors[field] ??=
        issue.message === 'auctions.max-below-amount' ? 'max-below-amount' : 'invalid-amount';
    }
    return { body: null, errors };
  }
  if (toCents(parsed.data.amount) < toCents(nextBid))
    return { body: null, errors: { amount: 'too-low' } };
  return {
    body: {
      amount: parsed.data.amount,
      ...(parsed.data.max_amount ? { max_amount: parsed.data.max_amount } : {}),
    },
    errors,
  };
}
