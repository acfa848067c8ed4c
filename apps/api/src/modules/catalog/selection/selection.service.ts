import type { SelectCategoryBody, Selection } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { invalidFields } from '../../../http/app-error.ts';
import type { Actor } from '../../../http/request-view.ts';
import { localName } from '../../../i18n/index.ts';
import { findCategory } from '../catalog.repository.ts';
import { checkPlace } from '../catalog.service.ts';
import { findSelection, upsertSelection } from './selection.repository.ts';

const EMPTY: Selection = { country: null, region: null, category: null, updated_at: null };

/** The user's stored selection, named in `locale`; all null when they never chose one. */
export const createSelectionService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  get: (actor: Actor) => getSelection(db, actor),
  select: (actor: Actor, choice: SelectCategoryBody) => selectCategory(db, actor, choice),
});

const getSelection = async (
  db: Database,
  { locale, userId }: Pick<Actor, 'locale' | 'userId'>,
): Promise<Selection> => {
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
const selectCategory = async (
  db: Database,
  actor: Actor,
  { country_id: countryId, region_id: regionId, category_id: categoryId }: SelectCategoryBody,
): Promise<Selection> => {
  const { userId } = actor;
  const [{ errors }, category] = await Promise.all([
    checkPlace({ db, countryId, regionId }),
    findCategory(db, categoryId),
  ]);
  if (!category) errors.category_id = [{ key: 'catalog.category-not-found' }];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  await upsertSelection(db, { userId, countryId, regionId, categoryId });
  return getSelection(db, actor);
};
