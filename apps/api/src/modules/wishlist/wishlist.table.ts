import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';

/**
 * One row per user and saved item (migration 0012). The item is named by kind and id without a
 * foreign key: a deleted item stays listed as deleted instead of vanishing in a cascade. The
 * unique index decides double clicks; the trigger `wishlist_saves_count` keeps `saves_count` on
 * the item's row in the same transaction.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['ad', 'job', 'auction'] }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_user_item_idx').on(t.userId, t.itemType, t.itemId),
    index('wishlist_items_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('wishlist_items_user_type_recent_idx').on(
      t.userId,
      t.itemType,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check('wishlist_items_type', sql`${t.itemType} in ('ad', 'job', 'auction')`),
  ],
);
