import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { categories, countries, regions } from '../catalog.table.ts';
import { userSelections } from './selection.table.ts';

export const upsertSelection = (
  db: Database,
  row: { userId: number; countryId: number; regionId: number; categoryId: number },
) =>
  db
    .insert(userSelections)
    .values(row)
    .onConflictDoUpdate({
      target: userSelections.userId,
      set: {
        countryId: row.countryId,
        regionId: row.regionId,
        categoryId: row.categoryId,
        updatedAt: new Date(),
      },
    });

export const findSelection = async (db: Database, userId: number) => {
  const [row] = await db
    .select({
      selection: userSelections,
      country: countries,
      region: regions,
      category: categories,
    })
    .from(userSelections)
    .innerJoin(countries, eq(countries.id, userSelections.countryId))
    .innerJoin(regions, eq(regions.id, userSelections.regionId))
    .innerJoin(categories, eq(categories.id, userSelections.categoryId))
    .where(eq(userSelections.userId, userId))
    .limit(1);
  return row;
};
