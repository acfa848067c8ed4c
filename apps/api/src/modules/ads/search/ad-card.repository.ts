import { sql } from 'drizzle-orm';
import { users } from '../../accounts/accounts.table.ts';
import type { AdStatusValue, PhotoRef } from '../ads.repository.ts';
import { ads } from '../ads.table.ts';

// An ad card as every list reads it: its columns, its seller and cover, and its row's types.

/** The seller's picture: the avatar, or a company's logo when it has none. */
export const sellerImage = sql<
  string | null
>`coalesce(${users.imageKey}, case when ${users.type} = 'company' then ${users.logoKey} end)`;

// The cover is on the ad row (kept by the `ad_cover` trigger): no photo lookup per card.
export const coverOf = sql<PhotoRef | null>`case when ${ads.coverPhotoId} is null then null
  else json_build_object('id', ${ads.coverPhotoId}, 'key', ${ads.coverKey}) end`;

/** The columns of an ad card (its seller and cover included), for every list that shows one. */
export const adCardFields = {
  id: ads.id,
  title: ads.title,
  price: ads.price,
  negotiable: ads.negotiable,
  condition: ads.condition,
  categoryId: ads.categoryId,
  countryId: ads.countryId,
  regionId: ads.regionId,
  status: ads.status,
  views: ads.views,
  phoneReveals: ads.phoneReveals,
  createdAt: ads.createdAt,
  updatedAt: ads.updatedAt,
  userId: ads.userId,
  sellerName: users.name,
  sellerType: users.type,
  sellerImage,
  cover: coverOf,
  featuredUntil: ads.featuredUntil,
  highlightedUntil: ads.highlightedUntil,
};

/** An ad card's row: from `listAdCards`, or built as JSON by `listAdPage` (times as text). */
export interface AdCardRow {
  id: number;
  title: string;
  price: string | null;
  negotiable: boolean;
  condition: 'new' | 'used';
  categoryId: number;
  countryId: number;
  regionId: number;
  status: AdStatusValue;
  views: number;
  phoneReveals: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  userId: number;
  sellerName: string;
  sellerType: 'user' | 'company';
  sellerImage: string | null;
  cover: PhotoRef | null;
  /** Possibly past: the presenter shows only a time to come. */
  featuredUntil: Date | string | null;
  highlightedUntil: Date | string | null;
}

/**
 * A card's columns, named as `AdCardRow`'s fields, from `"ads"` (the page's rows) and `u` (the
 * seller). Plain columns, not JSON: building a JSON object per card cost the database more than
 * the rest of the page (pgbench: 14k against 25k pages/s); `cardRowOf` gives them their types.
 */
export const cardSelect = sql.raw(`"ads"."id", "ads"."title", "ads"."price"::text as "price",
  "ads"."negotiable", "ads"."condition", "ads"."category_id" as "categoryId",
  "ads"."country_id" as "countryId", "ads"."region_id" as "regionId", "ads"."status",
  "ads"."views", "ads"."phone_reveals" as "phoneReveals", "ads"."created_at" as "createdAt",
  "ads"."updated_at" as "updatedAt", "ads"."user_id" as "userId", u."name" as "sellerName",
  u."type" as "sellerType", u."image" as "sellerImage", "ads"."cover_photo_id" as "coverId",
  "ads"."cover_key" as "coverKey", "ads"."featured_until" as "featuredUntil",
  "ads"."highlighted_until" as "highlightedUntil"`);

/**
 * The seller of each of the page's rows, one primary-key probe per card: a lateral subquery that
 * is not flattened (`offset 0`) so that it stays a nested loop (a hash join of the page with the
 * users table reads every user to find ten).
 */
export const sellerOfPage = sql.raw(`join lateral (select u."name", u."type",
    coalesce(u."image_key", case when u."type" = 'company' then u."logo_key" end) as "image"
    from "users" u where u."id" = "ads"."user_id" offset 0) u on true`);

/** A card row as the database answers it (ids as text or numbers, times as text or dates). */
export interface AdCardDbRow {
  id: number | string;
  title: string;
  price: string | null;
  negotiable: boolean;
  condition: 'new' | 'used';
  categoryId: number | string;
  countryId: number | string;
  regionId: number | string;
  status: AdStatusValue;
  views: number;
  phoneReveals: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  userId: number | string;
  sellerName: string;
  sellerType: 'user' | 'company';
  sellerImage: string | null;
  coverId: number | string | null;
  coverKey: string | null;
  featuredUntil: Date | string | null;
  highlightedUntil: Date | string | null;
}

/** `AdCardRow` from a row of `adPageStatement`. */
export const cardRowOf = (r: AdCardDbRow): AdCardRow => ({
  id: Number(r.id),
  title: r.title,
  price: r.price,
  negotiable: r.negotiable,
  condition: r.condition,
  categoryId: Number(r.categoryId),
  countryId: Number(r.countryId),
  regionId: Number(r.regionId),
  status: r.status,
  views: r.views,
  phoneReveals: r.phoneReveals,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  userId: Number(r.userId),
  sellerName: r.sellerName,
  sellerType: r.sellerType,
  sellerImage: r.sellerImage,
  cover: r.coverId === null ? null : { id: Number(r.coverId), key: r.coverKey! },
  featuredUntil: r.featuredUntil,
  highlightedUntil: r.highlightedUntil,
});

/** The ad columns a card reads: only these are carried through the walk (not the texts). */
export const cardColumns = sql.raw(
  [
    'id',
    'title',
    'price',
    'negotiable',
    'condition',
    'category_id',
    'country_id',
    'region_id',
    'status',
    'views',
    'phone_reveals',
    'created_at',
    'updated_at',
    'user_id',
    'cover_photo_id',
    'cover_key',
    'featured_until',
    'highlighted_until',
  ]
    .map((c) => `"ads"."${c}"`)
    .join(', '),
);
