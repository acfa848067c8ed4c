import type { AdCard } from '@souq/contract';
import { isFuture } from '../../../lib/format';

/** The times a reward set on an ad (the card's and the page's shapes both have them). */
export type PromotedAd = Pick<AdCard, 'featured_until' | 'highlighted_until'>;

/**
 * What an ad shows now: featured (first in lists) and highlighted (a marked card), each with
 * until when; null once its time is up.
 */
export function promotionOf(ad: PromotedAd, now: number = Date.now()) {
  return {
    featuredUntil: isFuture(ad.featured_until, now) ? ad.featured_until : null,
    highlightedUntil: isFuture(ad.highlighted_until, now) ? ad.highlighted_until : null,
  };
}
