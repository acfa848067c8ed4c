import { sql } from 'drizzle-orm';
import { bigint, text } from 'drizzle-orm/pg-core';
import { categories } from '../modules/catalog/catalog.table.ts';
import { placeColumns } from './place-columns.ts';
import { tsvector } from './search-column.ts';

// The columns an ad, an auction and a job share: where it is listed and how it is searched.

/** A leaf of the category tree, its top-level ancestor, and the country and region. */
export const placementColumns = () => ({
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
export const searchColumns = () => ({
  searchText: text('search_text').notNull(),
  titleNorm: text('title_norm').notNull(),
  search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
});
