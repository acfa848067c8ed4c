import { zodResolver } from '@hookform/resolvers/zod';
import { PlaceBidBodySchema, toCents } from '@souq/contract';
import { z } from 'zod';
import { type BidFormError, type BidFormValues, bidBody } from './bid-form-values';

/**
 * The contract's bid rules (the API's own schema) over the request the box would send, and the
 * auction's next valid amount (`nextBid`); each field's first issue as an
 * `auctions:bid-form.errors` key.
 */
export const bidFormSchema = (nextBid: string) =>
  z.custom<BidFormValues>().superRefine((values, ctx) => {
    const report = (field: 'amount' | 'max_amount', message: BidFormError) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const parsed = PlaceBidBodySchema.safeParse(bidBody(values));
    const broken = new Set<PropertyKey>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] === 'max_amount' ? 'max_amount' : 'amount';
      if (broken.has(field)) continue;
      broken.add(field);
      report(
        field,
        issue.message === 'auctions.max-below-amount' ? 'max-below-amount' : 'invalid-amount',
      );
    }
    if (parsed.success && toCents(parsed.data.amount) < toCents(nextBid)) {
      report('amount', 'too-low');
    }
  });

/** The box's resolver for the auction's current next valid amount. */
export const bidFormResolver = (nextBid: string) => zodResolver(bidFormSchema(nextBid));
