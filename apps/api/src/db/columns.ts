import { bigint, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../modules/accounts/accounts.table.ts';

// Columns many areas' tables repeat, declared once.

/** A user who owns the row: the row goes when the account does. */
export const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** When the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed (the code that changes it sets it). */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
