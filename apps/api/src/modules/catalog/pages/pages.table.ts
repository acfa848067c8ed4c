import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Terms, privacy and about, in both languages; seeded with the reference data. */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
