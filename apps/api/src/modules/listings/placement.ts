import type { Database } from '../../db/client.ts';
import { type FieldErrors, invalidFields } from '../../http/app-error.ts';
import { checkPlace } from '../catalog/catalog.service.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';

/** Where a listing (an ad, a job) is listed and, for an ad, how its seller is called. */
export interface Placement {
  categoryId: number;
  countryId: number;
  regionId: number;
  /** Checked when given (ads); jobs have none. */
  phone?: string;
}

/**
 * Checks category (a leaf), country, region (of that country) and, when given, phone (valid for
 * the country's dial code) together; 422 naming every bad field. Answers the top-level category
 * and the phone in E.164.
 */
export const checkPlacement = async (db: Database, p: Placement) => {
  const reference = await getReferenceIndex(db);
  const errors: FieldErrors = {};
  const category = reference.categories.get(p.categoryId);
  if (!category) errors.category_id = [{ key: 'ads.category-unknown' }];
  else if (!category.isLeaf) errors.category_id = [{ key: 'ads.category-not-leaf' }];
  const place = await checkPlace({
    db,
    countryId: p.countryId,
    regionId: p.regionId,
    phone: p.phone,
  });
  Object.assign(errors, place.errors);
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { rootCategoryId: category!.rootId, phone: place.phone! };
};
