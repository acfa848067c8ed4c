import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, identityKey, money, rowId, timestamptz, userRef } from '../../db/columns.ts';
import { listingColumns, photoColumns } from '../../db/listing-columns.ts';

// Lists read only active ads: their indexes are partial, smaller and exactly what the list scans.
const active = sql`status = 'active'`;

export const ads = pgTable(
  'ads',
  {
    id: identityKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Dollars; null when the ad is only "negotiable". */
    price: money('price'),
    negotiable: boolean('negotiable').notNull().default(false),
    condition: text('condition', { enum: ['new', 'used'] }).notNull(),
    ...listingColumns(),
    /** E.164; answered only by "show number". */
    phone: text('phone').notNull(),
    status: text('status', { enum: ['active', 'sold', 'archived'] })
      .notNull()
      .default('active'),
    views: integer('views').notNull().default(0),
    phoneReveals: integer('phone_reveals').notNull().default(0),
    /**
     * The cover (first photo by position, then id), kept by the `ad_cover` trigger on `ad_photos`
     * in the transaction of every photo write (migration 0007): a card reads no photo row.
     */
    coverPhotoId: rowId('cover_photo_id'),
    coverKey: text('cover_key'),
    /** Featured (first in lists and on the home page) until then; may be past (migration 0016). */
    featuredUntil: timestamptz('featured_until'),
    /** The card is highlighted until then; may be past. */
    highlightedUntil: timestamptz('highlighted_until'),
  },
  (t) => [
    index('ads_active_recent_idx').on(t.createdAt.desc(), t.id.desc()).where(active),
    index('ads_active_category_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_root_category_idx')
      .on(t.rootCategoryId, t.createdAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_region_idx').on(t.regionId, t.createdAt.desc(), t.id.desc()).where(active),
    index('ads_active_region_category_idx')
      .on(t.regionId, t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_region_root_category_idx')
      .on(t.regionId, t.rootCategoryId, t.createdAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_country_idx').on(t.countryId, t.createdAt.desc(), t.id.desc()).where(active),
    index('ads_active_country_category_idx')
      .on(t.countryId, t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_country_root_category_idx')
      .on(t.countryId, t.rootCategoryId, t.createdAt.desc(), t.id.desc())
      .where(active),
    index('ads_active_price_idx').on(t.price, t.id).where(active),
    index('ads_active_price_desc_idx').on(t.price.desc(), t.id.desc()).where(active),
    index('ads_active_search_idx').using('gin', t.search).where(active),
    index('ads_active_title_trgm_idx').using('gin', t.titleNorm.op('gin_trgm_ops')).where(active),
    index('ads_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('ads_active_featured_idx')
      .on(t.featuredUntil.desc(), t.id.desc())
      .where(sql`status = 'active' and ${t.featuredUntil} is not null`),
  ],
);

export const adPhotos = pgTable(
  'ad_photos',
  {
    id: identityKey(),
    adId: belongsTo('ad_id', () => ads.id),
    ...photoColumns(),
  },
  // An ad's photos in order, and its cover (the first) as one index probe: no sort per card.
  (t) => [index('ad_photos_ad_idx').on(t.adId, t.position, t.id)],
);

/**
 * Who saw an ad lately: a view counts at most once per viewer (`u:<user id>` or `ip:<hash>`) an
 * hour. One row per ad and viewer, its time moved when a view counts again.
 */
export const adViews = pgTable(
  'ad_views',
  {
    adId: belongsTo('ad_id', () => ads.id),
    viewer: text('viewer').notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.viewer] })],
);

/**
 * Who has seen an ad's phone: `ads.phone_reveals` counts each person once, whatever they send
 * (the row is inserted and the counter moved in one statement, only when the row is new).
 */
export const adPhoneReveals = pgTable(
  'ad_phone_reveals',
  {
    adId: belongsTo('ad_id', () => ads.id),
    userId: userRef('user_id'),
    revealedAt: timestamptz('revealed_at').notNull().defaultNow(),
  },
  // The user index serves the cascade when an account is deleted.
  (t) => [
    primaryKey({ columns: [t.adId, t.userId] }),
    index('ad_phone_reveals_user_idx').on(t.userId),
  ],
);
