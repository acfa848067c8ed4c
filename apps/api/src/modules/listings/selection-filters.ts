import type { Database } from '../../db/client.ts';
import type { AdFilters } from '../ads/search/ad-search.repository.ts';
import type { ReferenceIndex } from '../catalog/reference-index.ts';

/** Where and what a list is limited to: the persisted selection's ids (each optional). */
export interface AdSelection {
  country_id?: number;
  region_id?: number;
  category_id?: number;
}

/** A block of listing cards for a selection (the home page's): at most `limit` of them. */
export interface SelectionBlock {
  db: Database;
  selection: AdSelection;
  limit: number;
}

/**
 * The filters of a selection: a top-level category is one indexed equality on the root, a
 * sub-category its leaves; an unknown category matches nothing.
 */
export const selectionFilters = (reference: ReferenceIndex, selection: AdSelection): AdFilters => {
  const filters: AdFilters = {
    countryId: selection.country_id,
    regionId: selection.region_id,
  };
  if (selection.category_id !== undefined) {
    const category = reference.categories.get(selection.category_id);
    if (!category) filters.categoryIds = [0];
    else if (category.isTopLevel) filters.rootCategoryId = category.id;
    else filters.categoryIds = category.leafIds;
  }
  return filters;
};
