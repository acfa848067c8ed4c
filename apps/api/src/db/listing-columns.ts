import { sql } from 'drizzle-orm';
import { bigint, integer, smallint, text } from 'drizzle-orm/pg-core';
import { categories } from '../modules/catalog/catalog.table.ts';
import { createdAt, updatedAt, userRef } from './columns.ts';
import { placeColumns } from './place-columns.ts';
import { tsvector } from './search-column.ts';

// The columns an ad, an auction and a job share: who owns it, where it is listed, how it is
// searched, how many people keep it; and their photos' columns.

/** A leaf of the category tree, its top-level ancestor, and the country and region. */
const placementColumns = () => ({
  categoryId: bigint('category_id', { mode: 'number' })
    .notNull()
    .references(() => categories.id),
  /**
   * The top-level ancestor of `category_id` (itself for a top-level leaf): a parent category's
   * list is one indexed equality instead of an IN over its children, which cannot be read in order.
   */
  rootCategoryId: bigint('root_category_id', { mode: 'number' })
    .notNull()
    .references(() => categories.id),
  ...placeColumns(),
});

/**
 * The searched text (normalizeText of the listing's words), its normalised title for trigram
 * similarity of misspelt searches, and the full-text vector generated from the text.
 */
const searchColumns = () => ({
  searchText: text('search_text').notNull(),
  titleNorm: text('title_norm').notNull(),
  search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
});

/** What every listing has besides its own terms (title, description, prices, dates, status). */
export const listingColumns = () => ({
  userId: userRef('user_id'),
  ...placementColumns(),
  /** People keeping the listing in their wish list (the `wishlist_saves_count` trigger, 0012). */
  savesCount: integer('saves_count').notNull().default(0),
  ...searchColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A listing's photo: its media key (sizes `<key>-<size>.webp`) and place in order (0 is the cover). */
export const photoColumns = () => ({
  mediaKey: text('media_key').notNull(),
  position: smallint('position').notNull(),
});
