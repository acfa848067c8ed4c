import { z } from 'zod';
import { AdCardSchema } from './ads.ts';
import { AuctionCardSchema } from './auctions.ts';
import { envelope, IdSchema, PageQuerySchema, paginated } from './common.ts';
import { JobCardSchema } from './jobs.ts';
import { WISHLIST_TYPES } from './limits.ts';

export const WishlistTypeSchema = z.enum(WISHLIST_TYPES);
export type WishlistType = z.infer<typeof WishlistTypeSchema>;

/** A page of the caller's wish list, newest saved first; `type` narrows it to one kind. */
export const ListWishlistQuerySchema = PageQuerySchema.extend({
  /** `all` (the default) or one kind. */
  type: z
    .enum([...WISHLIST_TYPES, 'all'])
    .catch('all')
    .default('all'),
});
export type ListWishlistQuery = z.infer<typeof ListWishlistQuerySchema>;
export type ListWishlistQueryInput = z.input<typeof ListWishlistQuerySchema>;

/** Saves an item, or removes it when it is saved already. */
export const ToggleWishlistBodySchema = z.object({
  /** What is saved: an ad, a job or an auction. */
  type: WishlistTypeSchema,
  /** The item's id. */
  id: IdSchema,
});
export type ToggleWishlistBody = z.infer<typeof ToggleWishlistBodySchema>;
export type ToggleWishlistBodyInput = z.input<typeof ToggleWishlistBodySchema>;

export const ToggleWishlistResultSchema = z.object({
  /** True when the item is now in the wish list, false when it was removed. */
  saved: z.boolean(),
});
export type ToggleWishlistResult = z.infer<typeof ToggleWishlistResultSchema>;
export const ToggleWishlistResponseSchema = envelope(ToggleWishlistResultSchema);
export type ToggleWishlistResponse = z.infer<typeof ToggleWishlistResponseSchema>;

const entryBase = {
  /** The saved item's id (kept when the item is gone). */
  id: z.number().int(),
  /** When it was saved. */
  saved_at: z.string(),
};

/**
 * One saved item. `item` is its card, carrying its status (a sold ad, a closed job, an ended
 * auction stay listed as such), or null when it was deleted or is no longer visible to the caller.
 */
export const WishlistEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ad'), item: AdCardSchema.nullable(), ...entryBase }),
  z.object({ type: z.literal('job'), item: JobCardSchema.nullable(), ...entryBase }),
  z.object({ type: z.literal('auction'), item: AuctionCardSchema.nullable(), ...entryBase }),
]);
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

export const WishlistPageSchema = paginated(WishlistEntrySchema);
export type WishlistPage = z.infer<typeof WishlistPageSchema>;

/** The ids the caller saved per kind (the newest `WISHLIST_IDS_MAX` of each): every heart reads them. */
export const WishlistIdsSchema = z.object({
  /** The caller: lists are the same for everyone, so a card's heart hides on its own items. */
  user_id: z.number().int(),
  ad: z.array(z.number().int()),
  job: z.array(z.number().int()),
  auction: z.array(z.number().int()),
  /** How many items the wish list holds in all (the header's count). */
  total: z.number().int(),
});
export type WishlistIds = z.infer<typeof WishlistIdsSchema>;
export const WishlistIdsResponseSchema = envelope(WishlistIdsSchema);
export type WishlistIdsResponse = z.infer<typeof WishlistIdsResponseSchema>;
