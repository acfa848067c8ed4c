import type { Ad, AdCard, AdPhoto, Locale } from '@souq/contract';
import type { Viewer } from '../../http/request-view.ts';
import { localName } from '../../i18n/index.ts';
import type { MediaUrls } from '../../media/urls.ts';
import type { ReferenceIndex } from '../catalog/reference-index.ts';
import type { AdDetailsRow, PhotoRef } from './ads.repository.ts';
import type { AdCardRow } from './search/ad-card.repository.ts';

/** A viewer with the reference names (categories, places) cards are written with. */
export interface ViewContext extends Viewer {
  reference: ReferenceIndex;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** A featured or highlighted time while it lasts; null once it is past. */
export const stillRunning = (value: string | Date | null, now = Date.now()): string | null => {
  if (value === null) return null;
  const time = new Date(value);
  return time.getTime() > now ? time.toISOString() : null;
};

const named = (
  row: { id: number; nameEn: string; nameAr: string } | undefined,
  id: number,
  locale: Locale,
) => ({ id, name: row ? localName(row, locale) : '' });

/** One stored photo at both sizes. */
export const photoOf = ({ id, key }: PhotoRef, media: MediaUrls): AdPhoto => ({
  id,
  url: media.full(key),
  thumb_url: media.thumb(key),
});

const placesOf = (
  row: { category_id: number; country_id: number; region_id: number },
  { reference, locale }: ViewContext,
) => ({
  category: named(reference.categories.get(row.category_id), row.category_id, locale),
  country: named(reference.countries.get(row.country_id), row.country_id, locale),
  region: named(reference.regions.get(row.region_id), row.region_id, locale),
});

/** The detail payload; the phone never appears here (see "show number"). */
export const toAd = (row: AdDetailsRow, ctx: ViewContext): Ad => ({
  id: row.id,
  title: row.title,
  description: row.description,
  price: row.price,
  negotiable: row.negotiable,
  condition: row.condition,
  ...placesOf(row, ctx),
  photos: row.photos.map((p) => photoOf(p, ctx.media)),
  status: row.status,
  views: row.views,
  phone_reveals: row.phone_reveals,
  user: {
    id: row.user_id,
    name: row.seller.name,
    photo: row.seller.image ? ctx.media.thumb(row.seller.image) : null,
    type: row.seller.type,
    member_since: iso(row.seller.created_at),
  },
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  is_owner: ctx.userId === row.user_id,
  saves_count: ctx.userId === row.user_id ? row.saves_count : null,
  featured_until: stillRunning(row.featured_until),
  highlighted_until: stillRunning(row.highlighted_until),
});

/** A list card. */
export const toAdCard = (row: AdCardRow, ctx: ViewContext): AdCard => ({
  id: row.id,
  title: row.title,
  price: row.price,
  negotiable: row.negotiable,
  condition: row.condition,
  ...placesOf(
    { category_id: row.categoryId, country_id: row.countryId, region_id: row.regionId },
    ctx,
  ),
  cover: row.cover ? photoOf(row.cover, ctx.media) : null,
  status: row.status,
  views: row.views,
  phone_reveals: row.phoneReveals,
  user: {
    id: row.userId,
    name: row.sellerName,
    photo: row.sellerImage ? ctx.media.thumb(row.sellerImage) : null,
    type: row.sellerType,
  },
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
  is_owner: ctx.userId === row.userId,
  featured_until: stillRunning(row.featuredUntil),
  highlighted_until: stillRunning(row.highlightedUntil),
});
