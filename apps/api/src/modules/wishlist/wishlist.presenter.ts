import type { WishlistEntry } from '@souq/contract';
import { toAdCard, type ViewContext } from '../ads/ads.presenter.ts';
import type { AdCardRow } from '../ads/search/ad-card.repository.ts';
import { toAuctionCard } from '../auctions/auctions.presenter.ts';
import type { AuctionCardRow } from '../auctions/auctions.repository.ts';
import { toJobCard } from '../jobs/jobs.presenter.ts';
import type { JobCardRow } from '../jobs/jobs.repository.ts';
import type { SavedRow } from './wishlist.repository.ts';

export interface SavedCards {
  ads: Map<number, AdCardRow>;
  jobs: Map<number, JobCardRow>;
  auctions: Map<number, AuctionCardRow>;
}

/**
 * A saved row with its item's card, or a null item when the item is gone or hidden from the
 * viewer now (an ad its owner archived, an auction cancelled).
 */
export const toWishlistEntry = (
  saved: SavedRow,
  cards: SavedCards,
  ctx: ViewContext,
): WishlistEntry => {
  const base = { id: saved.itemId, saved_at: saved.savedAt.toISOString() };
  const isOwner = (userId: number) => userId === ctx.userId;
  switch (saved.type) {
    case 'ad': {
      const row = cards.ads.get(saved.itemId);
      const visible = row && (row.status !== 'archived' || isOwner(row.userId));
      return { type: 'ad', ...base, item: visible ? toAdCard(row, ctx) : null };
    }
    case 'job': {
      const row = cards.jobs.get(saved.itemId);
      return { type: 'job', ...base, item: row ? toJobCard(row, ctx) : null };
    }
    case 'auction': {
      const row = cards.auctions.get(saved.itemId);
      const visible = row && (row.cancelled_at === null || isOwner(row.user_id));
      return { type: 'auction', ...base, item: visible ? toAuctionCard(row, ctx) : null };
    }
  }
};
