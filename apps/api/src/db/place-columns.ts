import { bigint } from 'drizzle-orm/pg-core';
import { countries, regions } from '../modules/catalog/catalog.table.ts';

/**
 * The country and region a row is placed in, both required: accounts, ads, auctions, jobs, posts
 * and the saved selection. (Apart from `db/columns.ts`, which imports the users table, so that
 * the users table can use it too.)
 */
export const placeColumns = () => ({
  countryId: bigint('country_id', { mode: 'number' })
    .notNull()
    .references(() => countries.id),
  regionId: bigint('region_id', { mode: 'number' })
    .notNull()
    .references(() => regions.id),
});
