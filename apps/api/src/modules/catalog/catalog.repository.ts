import { asc, count, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, countries, regions } from './catalog.table.ts';

export const listCountries = (db: Database) =>
  db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id));

export const findCountry = async (db: Database, id: number) => {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return row;
};

export const listRegionsOfCountry = (db: Database, countryId: number) =>
  db
    .select()
    .from(regions)
    .where(eq(regions.countryId, countryId))
    .orderBy(asc(regions.sortOrder), asc(regions.id));

export const findCategory = async (db: Database, id: number) => {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
};

const children = alias(categories, 'children');

/** The children of `parentId` (the top level when null), each with how many children it has. */
export const listCategoriesUnder = (db: Database, parentId: number | null) =>
  db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      nameEn: categories.nameEn,
      nameAr: categories.nameAr,
      icon: categories.icon,
      childrenCount: count(children.id),
    })
    .from(categories)
    .leftJoin(children, eq(children.parentId, categories.id))
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));

export const listAllRegions = (db: Database) => db.select().from(regions);

export const listAllCategories = (db: Database) => db.select().from(categories);
