import { z } from 'zod';
import { UploadSchema } from './accounts.ts';
import { AdPhotoSchema, PhotoOrderEntrySchema } from './ads.ts';
import {
  cappedPaginated,
  cleanedText,
  envelope,
  ListingPageQuerySchema,
  ListingPlaceBodySchema,
  ListingPlaceSchema,
  listingQueryWith,
  MessageSchema,
  paginated,
  UserRefSchema,
  visibleText,
} from './common.ts';
import {
  AUCTION_AMOUNT_PATTERN,
  AUCTION_DESCRIPTION_MAX,
  AUCTION_DURATION_MAX_MS,
  AUCTION_DURATION_MIN_MS,
  AUCTION_LIST_STATES,
  AUCTION_PHOTOS_MAX,
  AUCTION_PHOTOS_MIN,
  AUCTION_ROLES,
  AUCTION_SEARCH_MAX_LENGTH,
  AUCTION_STATES,
  AUCTION_TITLE_MAX,
  AUCTION_TITLE_MIN,
} from './limits.ts';
import { toCents } from './money.ts';

export const AuctionStateSchema = z.enum(AUCTION_STATES);
export type AuctionState = z.infer<typeof AuctionStateSchema>;
export const AuctionListStateSchema = z.enum(AUCTION_LIST_STATES);
export type AuctionListState = z.infer<typeof AuctionListStateSchema>;
export const AuctionRoleSchema = z.enum(AUCTION_ROLES);
export type AuctionRole = z.infer<typeof AuctionRoleSchema>;

/**
 * Where the viewer stands: `winning` (highest bidder of a running auction), `outbid` (bid, and
 * someone bid more), `won` / `lost` once it ended, `none` (never bid).
 */
export const AuctionViewerStatusSchema = z.enum(['none', 'winning', 'outbid', 'won', 'lost']);
export type AuctionViewerStatus = z.infer<typeof AuctionViewerStatusSchema>;

/**
 * A bidder as others see them: the owner of the auction and the bidder themself see the name
 * and photo; everyone else a masked name (`"A***d"`), no id and no photo.
 */
export const BidderSchema = z.object({
  /** Null when masked. */
  id: z.number().int().nullable(),
  /** The name, or its first and last letters around `***` when masked. */
  name: z.string(),
  photo: z.string().nullable(),
  /** True when this bidder is the caller. */
  is_you: z.boolean(),
});
export type Bidder = z.infer<typeof BidderSchema>;

/** One accepted bid. */
export const BidSchema = z.object({
  id: z.number().int(),
  /** Decimal string in `$`. */
  amount: z.string(),
  /** Placed by the system for the bidder, up to the maximum they gave (automatic bidding). */
  is_auto: z.boolean(),
  /** The buy-now purchase that ended the auction. */
  is_buy_now: z.boolean(),
  bidder: BidderSchema,
  created_at: z.string(),
});
export type Bid = z.infer<typeof BidSchema>;

/** An auction as its page (and its owner's view) shows it; `state` always follows the clock. */
export const AuctionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ...ListingPlaceSchema.shape,
  /** In the owner's order; the first is the cover. */
  photos: z.array(AdPhotoSchema),
  /** Decimal strings in `$`. */
  starting_price: z.string(),
  min_increment: z.string(),
  /** The hidden reserve: only its owner sees it (null for everyone else). */
  reserve_price: z.string().nullable(),
  /** Whether the auction has a reserve at all. */
  has_reserve: z.boolean(),
  /** Whether the current price reaches the reserve; null without a reserve. */
  reserve_met: z.boolean().nullable(),
  /** Null when the auction has no buy-now price. */
  buy_now_price: z.string().nullable(),
  starts_at: z.string(),
  /** Moves later when a bid arrives in the last 2 minutes (anti-sniping). */
  ends_at: z.string(),
  state: AuctionStateSchema,
  /** The highest accepted bid; null before the first bid. */
  current_price: z.string().nullable(),
  /** The smallest amount a new bid may have: the starting price, then current + increment. */
  next_bid: z.string(),
  bids_count: z.number().int(),
  /** The highest bidder (masked for others); null before the first bid. */
  leader: BidderSchema.nullable(),
  /** The winner once ended: the highest bidder when the reserve is met, else null. */
  winner: BidderSchema.nullable(),
  /** People watching the auction live right now. */
  watchers: z.number().int(),
  user: UserRefSchema,
  /** True when the caller owns the auction (edit and delete before the first bid). */
  is_owner: z.boolean(),
  /** How many people keep the auction in their wish list: for its owner only (null for others). */
  saves_count: z.number().int().nullable(),
  viewer: z.object({
    status: AuctionViewerStatusSchema,
    /** The caller's own maximum for automatic bidding (only shown to them), or null. */
    max_amount: z.string().nullable(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Auction = z.infer<typeof AuctionSchema>;

/** An auction in a list (cards): no description, only the cover photo. */
export const AuctionCardSchema = AuctionSchema.pick({
  id: true,
  title: true,
  category: true,
  country: true,
  region: true,
  starting_price: true,
  buy_now_price: true,
  starts_at: true,
  ends_at: true,
  state: true,
  current_price: true,
  next_bid: true,
  bids_count: true,
  user: true,
  is_owner: true,
}).extend({
  /** The first photo, or null. */
  cover: AdPhotoSchema.nullable(),
  /** The caller's standing (`none` in public lists; set in "my auctions"). */
  viewer_status: AuctionViewerStatusSchema,
});
export type AuctionCard = z.infer<typeof AuctionCardSchema>;

/** Auction lists: `meta.total` counts at most 1,000 (`total_capped` true means "1,000+"). */
export const AuctionsPageSchema = cappedPaginated(AuctionCardSchema);
export type AuctionsPage = z.infer<typeof AuctionsPageSchema>;

/**
 * `GET /auctions`: one state at a time — `live` (ending soonest first, the default), `upcoming`
 * (starting soonest first) or `ended` (ended most recently first); place, category and text
 * filters as in the ads list.
 */
export const ListAuctionsQuerySchema = listingQueryWith(AUCTION_SEARCH_MAX_LENGTH).extend({
  state: AuctionListStateSchema.default('live'),
});
export type ListAuctionsQuery = z.infer<typeof ListAuctionsQuerySchema>;
export type ListAuctionsQueryInput = z.input<typeof ListAuctionsQuerySchema>;

/**
 * `GET /auctions/get-by-user`: `owned` (the caller's auctions, newest first), `bidding` (those
 * they bid on, latest bid first; `viewer_status` says winning or outbid), `won`.
 */
export const MyAuctionsQuerySchema = ListingPageQuerySchema.extend({
  role: AuctionRoleSchema.default('owned'),
});
export type MyAuctionsQuery = z.infer<typeof MyAuctionsQuerySchema>;
export type MyAuctionsQueryInput = z.input<typeof MyAuctionsQuerySchema>;

/** An amount in `$` (decimal string or JSON number), more than 0, at most 2 decimals. */
const AmountTextSchema = z
  .string()
  .regex(AUCTION_AMOUNT_PATTERN, { message: 'auctions.invalid-amount' })
  .refine((v) => Number(v) > 0, { message: 'auctions.invalid-amount' });
export const AmountSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(AmountTextSchema);
/** An amount as the API reads it: decimal text with at most two decimals. */
export type Amount = z.infer<typeof AmountSchema>;

/** An optional amount: absent, `""` or null mean none. */
const OptionalAmountSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .pipe(z.union([z.literal('').transform(() => null), AmountTextSchema]));

/** An instant (ISO-8601 with `Z` or an offset). */
const InstantSchema = z.iso
  .datetime({ offset: true, message: 'auctions.invalid-time' })
  .transform((v) => new Date(v).toISOString());

/** An optional instant: absent or `""` mean "now". */
const OptionalInstantSchema = z
  .union([z.literal(''), InstantSchema])
  .optional()
  .transform((v) => (v ? v : null));

/** Amounts in cents, to compare decimal strings exactly (`@souq/contract/money`). */
export { toCents };

/** The create rules between fields, reused by the web form. */
export const auctionPriceRules = {
  buyNowAboveStart: (b: { starting_price?: string; buy_now_price?: string | null }) =>
    !b.buy_now_price || !b.starting_price || toCents(b.buy_now_price) > toCents(b.starting_price),
  reserveFromStart: (b: { starting_price?: string; reserve_price?: string | null }) =>
    !b.reserve_price || !b.starting_price || toCents(b.reserve_price) >= toCents(b.starting_price),
  reserveUpToBuyNow: (b: { reserve_price?: string | null; buy_now_price?: string | null }) =>
    !b.reserve_price || !b.buy_now_price || toCents(b.reserve_price) <= toCents(b.buy_now_price),
};

/** Whether an end is 1 hour to 30 days after a start (both ISO-8601). */
export const auctionDurationOk = (startsAt: string, endsAt: string) => {
  const length = Date.parse(endsAt) - Date.parse(startsAt);
  return length >= AUCTION_DURATION_MIN_MS && length <= AUCTION_DURATION_MAX_MS;
};

/** One file or several under the same field name: always a list. */
const PhotosSchema = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(UploadSchema),
);

const AuctionFieldsSchema = z.object({
  title: visibleText({ min: AUCTION_TITLE_MIN, max: AUCTION_TITLE_MAX }),
  description: cleanedText({ max: AUCTION_DESCRIPTION_MAX }).default(''),
  ...ListingPlaceBodySchema.shape,
  /** The first bid may equal it. */
  starting_price: AmountSchema,
  /** Every later bid is at least the current price plus this. */
  min_increment: AmountSchema,
  /** Hidden; below it nobody wins. At least the starting price, at most the buy-now price. */
  reserve_price: OptionalAmountSchema,
  /** A bid of exactly this with `buy_now: true` ends the auction at once. Above the starting price. */
  buy_now_price: OptionalAmountSchema,
  /** When bidding opens; absent or empty = now. Not in the past, at most 30 days ahead. */
  starts_at: OptionalInstantSchema,
  /** When bidding closes: 1 hour to 30 days after the start. */
  ends_at: InstantSchema,
});

/**
 * `POST /auctions/create`, multipart: the fields above and 1–10 `photos` (JPEG, PNG, WebP or AVIF,
 * ≤ 10 MB each), in order — the first is the cover.
 */
export const CreateAuctionBodySchema = AuctionFieldsSchema.extend({
  photos: PhotosSchema.pipe(z.array(UploadSchema).min(AUCTION_PHOTOS_MIN).max(AUCTION_PHOTOS_MAX)),
})
  .refine(auctionPriceRules.buyNowAboveStart, {
    message: 'auctions.buy-now-too-low',
    path: ['buy_now_price'],
  })
  .refine(auctionPriceRules.reserveFromStart, {
    message: 'auctions.reserve-too-low',
    path: ['reserve_price'],
  })
  .refine(auctionPriceRules.reserveUpToBuyNow, {
    message: 'auctions.reserve-above-buy-now',
    path: ['reserve_price'],
  });
export type CreateAuctionBody = z.infer<typeof CreateAuctionBodySchema>;
export type CreateAuctionBodyInput = z.input<typeof CreateAuctionBodySchema>;

/**
 * `POST /auctions/update/{id}` (only before the first bid, else 409): any create field, and
 * photos as in an ad's update (`photos` new files, `photo_order` the final list of existing ids
 * and `new:<n>`). The merged auction must pass the create rules.
 */
export const UpdateAuctionBodySchema = AuctionFieldsSchema.partial()
  .omit({ description: true, reserve_price: true, buy_now_price: true, starts_at: true })
  .extend({
    description: cleanedText({ max: AUCTION_DESCRIPTION_MAX }).optional(),
    /** Absent keeps it; `""` removes it. */
    reserve_price: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === null ? '' : String(v).trim()))
      .pipe(z.union([z.undefined(), z.literal('').transform(() => null), AmountTextSchema])),
    buy_now_price: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === null ? '' : String(v).trim()))
      .pipe(z.union([z.undefined(), z.literal('').transform(() => null), AmountTextSchema])),
    /** Absent keeps it; `""` means now. */
    starts_at: z.union([z.literal(''), InstantSchema]).optional(),
    photos: PhotosSchema.pipe(z.array(UploadSchema).max(AUCTION_PHOTOS_MAX)).optional(),
    photo_order: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
        z.array(PhotoOrderEntrySchema).min(AUCTION_PHOTOS_MIN).max(AUCTION_PHOTOS_MAX),
      )
      .optional(),
  });
export type UpdateAuctionBody = z.infer<typeof UpdateAuctionBodySchema>;
export type UpdateAuctionBodyInput = z.input<typeof UpdateAuctionBodySchema>;

/** Multipart sends text: `"true"`, `"1"`, `"on"` are true; JSON may send a boolean. */
const FlagSchema = z.union([z.boolean(), z.stringbool({ truthy: ['true', '1', 'on', 'yes'] })]);

/**
 * `POST /auctions/submit-bid/{id}`: `amount` ≥ the starting price for the first bid, else ≥ the
 * current price + the increment. `max_amount` (≥ amount): the system bids for the caller by the
 * increment up to it whenever they are outbid (ties go to the earlier maximum). `buy_now: true`
 * with `amount` = the buy-now price ends the auction at once.
 */
export const PlaceBidBodySchema = z
  .object({
    amount: AmountSchema,
    max_amount: OptionalAmountSchema,
    buy_now: FlagSchema.default(false),
  })
  .refine((b) => !b.max_amount || toCents(b.max_amount) >= toCents(b.amount), {
    message: 'auctions.max-below-amount',
    path: ['max_amount'],
  });
export type PlaceBidBody = z.infer<typeof PlaceBidBodySchema>;
export type PlaceBidBodyInput = z.input<typeof PlaceBidBodySchema>;

export const AuctionResponseSchema = envelope(AuctionSchema);
export type AuctionResponse = z.infer<typeof AuctionResponseSchema>;
export const PlaceBidResponseSchema = envelope(
  z.object({ bid: BidSchema, auction: AuctionSchema }),
);
export type PlaceBidResponse = z.infer<typeof PlaceBidResponseSchema>;
export const BidsPageSchema = paginated(BidSchema);
export type BidsPage = z.infer<typeof BidsPageSchema>;
export const AuctionDeletedResponseSchema = MessageSchema;
export type AuctionDeletedResponse = z.infer<typeof AuctionDeletedResponseSchema>;
