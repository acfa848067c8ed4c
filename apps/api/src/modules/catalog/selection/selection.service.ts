import type { Locale, Selection } from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import { invalidFields } from '../../../http/app-error.ts';
import { localName } from '../../../i18n/index.ts';
import { findCategory } from '../catalog.repository.ts';
import { checkPlace } from '../catalog.service.ts';
import { findSelection, upsertSelection } from './selection.repository.ts';

const EMPTY: Selection = { country: null, region: null, category: null, updated_at: null };

/** The user's stored selection, named in `locale`; all null when they never chose one. */
export const getSelection = async ({
  db,
  locale,
  userId,
}: {
  db: Database;
  locale: Locale;
  userId: number;
}): Promise<Selection> => {
  const row = await findSelection(db, userId);
  if (!row) return EMPTY;
  return {
    country: {
      id: row.country.id,
      name: localName(row.country, locale),
      code: row.country.code,
      flag: row.country.flag,
    },
    region: { id: row.region.id, name: localName(row.region, locale) },
    category: {
      id: row.category.id,
      name: localName(row.category, locale),
      icon: row.category.icon,
      parent_id: row.category.parentId,
    },
    updated_at: row.selection.updatedAt.toISOString(),
  };
};

/** Stores where and what the user is looking for; 422 for an unknown place or category. */
export const selectCategory = async ({
  db,
  locale,
  userId,
  countryId,
  regionId,
  categoryId,
}: {
  db: Database;
  locale: Locale;
  userId: number;
  countryId: number;
  regionId: number;
  categoryId: number;
}): Promise<Selection> => {
  const [{ errors }, category] = await Promise.all([
    checkPlace({ db, countryId, regionId }),
    findCategory(db, categoryId),
  ]);
  if (!category) errors.category_id = [{ key: 'catalog.category-not-found' }];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  await upsertSelection(db, { userId, countryId, regionId, categoryId });
  return getSelection({ db, locale, userId });
};
