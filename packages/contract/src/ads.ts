import { z } from 'zod';
import { UploadSchema } from './accounts.ts';
import {
  cappedPaginated,
  cleanedText,
  envelope,
  IdSchema,
  ListingPageQuerySchema,
  ListingPlaceBodySchema,
  ListingPlaceSchema,
  listingQueryWith,
  MessageSchema,
  plainText,
  UserRefSchema,
  visibleText,
} from './common.ts';
import {
  AD_CONDITIONS,
  AD_DESCRIPTION_MAX,
  AD_PHOTOS_MAX,
  AD_PHOTOS_MIN,
  AD_PRICE_PATTERN,
  AD_SEARCH_MAX_LENGTH,
  AD_SORTS,
  AD_STATUSES,
  AD_TITLE_MAX,
  AD_TITLE_MIN,
  PHONE_MAX_LENGTH,
} from './limits.ts';

export const AdConditionSchema = z.enum(AD_CONDITIONS);
export type AdCondition = z.infer<typeof AdConditionSchema>;
export const AdStatusSchema = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof AdStatusSchema>;
export const AdSortSchema = z.enum(AD_SORTS);
export type AdSort = z.infer<typeof AdSortSchema>;

/** One photo of an ad; the first of an ad's list is its cover. */
export const AdPhotoSchema = z.object({
  id: z.number().int(),
  /** Absolute URL of the 1600 px WebP. */
  url: z.string(),
  /** Absolute URL of the 400 px WebP (cards, thumbnails). */
  thumb_url: z.string(),
});
export type AdPhoto = z.infer<typeof AdPhotoSchema>;

/** The seller as an ad shows them. */
export const AdSellerSchema = UserRefSchema.extend({
  /** When the seller's account was created (ISO-8601). */
  member_since: z.string(),
});
export type AdSeller = z.infer<typeof AdSellerSchema>;

/** An ad as its detail page (and its owner's view) shows it. */
export const AdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Decimal string in `$` (`"1500.00"`), or null when only "negotiable" was given. */
  price: z.string().nullable(),
  negotiable: z.boolean(),
  condition: AdConditionSchema,
  ...ListingPlaceSchema.shape,
  /** In the owner's order; the first is the cover. */
  photos: z.array(AdPhotoSchema),
  status: AdStatusSchema,
  views: z.number().int(),
  /** How many people other than the seller asked for the phone; each person counts once. */
  phone_reveals: z.number().int(),
  user: AdSellerSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** True when the caller owns the ad (edit, status and delete are allowed). */
  is_owner: z.boolean(),
  /** How many people keep the ad in their wish list: for its owner only (null for others). */
  saves_count: z.number().int().nullable(),
  /** Until when the ad is featured (first in lists and on the home page); null when it is not. */
  featured_until: z.string().nullable(),
  /** Until when the ad's card is highlighted; null when it is not. */
  highlighted_until: z.string().nullable(),
});
export type Ad = z.infer<typeof AdSchema>;

/** An ad in a list (cards): no description, only the cover photo. */
export const AdCardSchema = AdSchema.omit({
  description: true,
  photos: true,
  user: true,
  saves_count: true,
}).extend({
  /** The first photo, or null. */
  cover: AdPhotoSchema.nullable(),
  user: UserRefSchema,
});
export type AdCard = z.infer<typeof AdCardSchema>;

const optionalId = IdSchema.optional();
/** A decimal amount in a query string (`price_min=100`, `price_max=2500.50`). */
const AmountQuerySchema = z
  .string()
  .trim()
  .regex(AD_PRICE_PATTERN, { message: 'ads.invalid-price' })
  .optional();

/**
 * `GET /advertisements`: active ads only, newest first unless `sort` says otherwise. With no
 * word match for `contains[name]`, titles with a similar word are found (misspellings).
 */
export const ListAdsQuerySchema = listingQueryWith(AD_SEARCH_MAX_LENGTH).extend({
  /** Only this seller's (active) ads: "more from this seller". */
  user_id: optionalId,
  price_min: AmountQuerySchema,
  price_max: AmountQuerySchema,
  condition: AdConditionSchema.optional(),
  sort: AdSortSchema.default('newest'),
});
export type ListAdsQuery = z.infer<typeof ListAdsQuerySchema>;
export type ListAdsQueryInput = z.input<typeof ListAdsQuerySchema>;

/** `GET /advertisements/get-by-user`: the caller's ads in every status, newest first. */
export const MyAdsQuerySchema = ListingPageQuerySchema.extend({
  /** Only ads in this status. */
  status: AdStatusSchema.optional(),
});
export type MyAdsQuery = z.infer<typeof MyAdsQuerySchema>;
export type MyAdsQueryInput = z.input<typeof MyAdsQuerySchema>;

/** Multipart sends text: `"true"`, `"1"`, `"on"` are true; JSON may send a boolean. */
const FlagSchema = z.union([z.boolean(), z.stringbool({ truthy: ['true', '1', 'on', 'yes'] })]);

/** A decimal string (or JSON number) ≥ 0 with at most 2 decimals; `""` or null means "no price". */
const PriceSchema = z
  .union([plainText(), z.number(), z.null()])
  .transform((v) => (v === null ? '' : String(v).trim()))
  .pipe(
    z.union([
      z.literal('').transform(() => null),
      z.string().regex(AD_PRICE_PATTERN, { message: 'ads.invalid-price' }),
    ]),
  );

/** One file or several under the same field name: always a list. */
const PhotosSchema = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(UploadSchema),
);

const AdFieldsSchema = z.object({
  title: visibleText({ min: AD_TITLE_MIN, max: AD_TITLE_MAX }),
  description: cleanedText({ max: AD_DESCRIPTION_MAX }).default(''),
  /** Decimal string in `$`, ≥ 0; may be empty (or absent) only when `negotiable` is true. */
  price: PriceSchema.optional(),
  /** "Negotiable": with or without a price. */
  negotiable: FlagSchema.default(false),
  condition: AdConditionSchema,
  ...ListingPlaceBodySchema.shape,
  /**
   * Contact phone, shown only through "show number"; local or international form, checked against
   * the country's dial code and stored as E.164.
   */
  phone: plainText().trim().min(1).max(PHONE_MAX_LENGTH),
});

/** An ad has a price or is negotiable (or both): the create rule, reused by the web form. */
export const priceOrNegotiable = (body: { price?: string | null; negotiable?: boolean }) =>
  body.negotiable === true || (body.price !== undefined && body.price !== null);

/**
 * `POST /advertisements/create`, multipart (or JSON without photos, which then fails): the fields
 * above and 1–10 `photos` files (JPEG, PNG, WebP or AVIF, ≤ 10 MB each), in order — the first is
 * the cover.
 */
export const CreateAdBodySchema = AdFieldsSchema.extend({
  photos: PhotosSchema.pipe(z.array(UploadSchema).min(AD_PHOTOS_MIN).max(AD_PHOTOS_MAX)),
}).refine(priceOrNegotiable, { message: 'ads.price-required', path: ['price'] });
export type CreateAdBody = z.infer<typeof CreateAdBodySchema>;
export type CreateAdBodyInput = z.input<typeof CreateAdBodySchema>;

/** A `photo_order` entry: an existing photo's id (`"12"`) or a new file (`"new:0"`). */
export const PhotoOrderEntrySchema = z
  .union([z.number().int().positive(), plainText().trim()])
  .transform(String)
  .pipe(z.string().regex(/^(\d+|new:\d+)$/, { message: 'ads.photo-order-invalid' }));

/**
 * `POST /advertisements/update/{id}`, multipart or JSON: any of the create fields, and photo
 * changes in one request:
 * - `photos`: new files (0–10), referred to by their position among the new files: `new:0`,
 *   `new:1`, …
 * - `photo_order`: the ad's final photo list, in order (the first is the cover), mixing ids of
 *   photos the ad already has (`"12"`) and new files (`"new:0"`). Repeat the field
 *   (`photo_order=12&photo_order=new:0&photo_order=9`), or send one comma-separated value
 *   (`"12,new:0,9"`), or a JSON array. Existing photos left out are removed; every new file must
 *   appear exactly once; the result must hold 1–10 photos.
 * - Without `photo_order`: the existing photos stay in their order and new files are added after
 *   them.
 * Everything is saved in one transaction: on any error the ad stays exactly as it was.
 */
export const UpdateAdBodySchema = AdFieldsSchema.partial()
  .omit({ negotiable: true, description: true })
  .extend({
    description: cleanedText({ max: AD_DESCRIPTION_MAX }).optional(),
    negotiable: FlagSchema.optional(),
    photos: PhotosSchema.pipe(z.array(UploadSchema).max(AD_PHOTOS_MAX)).optional(),
    photo_order: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
        z.array(PhotoOrderEntrySchema).min(AD_PHOTOS_MIN).max(AD_PHOTOS_MAX),
      )
      .optional(),
  });
export type UpdateAdBody = z.infer<typeof UpdateAdBodySchema>;
export type PhotoOrderEntry = z.infer<typeof PhotoOrderEntrySchema>;
export type UpdateAdBodyInput = z.input<typeof UpdateAdBodySchema>;

/** `POST /advertisements/{id}/status`. */
export const AdStatusBodySchema = z.object({ status: AdStatusSchema });
export type AdStatusBody = z.infer<typeof AdStatusBodySchema>;

export const AdResponseSchema = envelope(AdSchema);
export type AdResponse = z.infer<typeof AdResponseSchema>;
/** Ad lists: `meta.total` counts at most 1,000 (`total_capped` true means "1,000+"). */
export const AdsPageSchema = cappedPaginated(AdCardSchema);
export type AdsPage = z.infer<typeof AdsPageSchema>;
/** `POST /advertisements/{id}/phone`: at most 30 a person in 10 minutes (then 429). */
export const AdPhoneResponseSchema = envelope(
  z.object({
    /** E.164, e.g. `+966501234567`. */
    phone: z.string(),
  }),
);
export type AdPhoneResponse = z.infer<typeof AdPhoneResponseSchema>;
export const AdDeletedResponseSchema = MessageSchema;
export type AdDeletedResponse = z.infer<typeof AdDeletedResponseSchema>;
