import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  phoneCode: text('phone_code').notNull(),
  flag: text('flag').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const regions = pgTable(
  'regions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    countryId: bigint('country_id', { mode: 'number' })
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('regions_country_idx').on(t.countryId, t.sortOrder)],
);

export const categories = pgTable(
  'categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    parentId: bigint('parent_id', { mode: 'number' }).references(
      // biome-ignore lint/suspicious/noExplicitAny: self-reference needs the widened type
      (): any => categories.id,
      { onDelete: 'cascade' },
    ),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    icon: text('icon').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_idx').on(t.slug),
    index('categories_parent_idx').on(sql`coalesce(${t.parentId}, 0)`, t.sortOrder),
  ],
);
