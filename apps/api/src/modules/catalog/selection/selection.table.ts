import { bigint, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { placeColumns } from '../../../db/place-columns.ts';
import { users } from '../../accounts/accounts.table.ts';
import { categories } from '../catalog.table.ts';

/** The country, region and category a signed-in user browses, so it follows them across devices. */
export const userSelections = pgTable('user_selections', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ...placeColumns(),
  categoryId: bigint('category_id', { mode: 'number' })
    .notNull()
    .references(() => categories.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
