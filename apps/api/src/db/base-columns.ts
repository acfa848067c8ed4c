import { type AnyPgColumn, bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

// Columns every area's tables repeat, declared once. Nothing here imports a table, so the users
// table uses them too; `columns.ts` adds the reference to a user.

/** A row's id: a bigint, read as a JavaScript number (ids stay far below 2^53). */
export const rowId = (name: string) => bigint(name, { mode: 'number' });

/** The row's own key, numbered by the database. */
export const identityKey = () => rowId('id').primaryKey().generatedAlwaysAsIdentity();

/** A moment: every time in the schema keeps its time zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed (the code that changes it sets it). */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** The row this one belongs to (an ad's photo, a conversation's message): it goes with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  rowId(name).notNull().references(parent, { onDelete: 'cascade' });

/** A row this one points at without belonging to it: null once that row goes. */
export const refOrNull = (name: string, target: () => AnyPgColumn) =>
  rowId(name).references(target, { onDelete: 'set null' });

/** Dollars and cents, as the contract's money strings (`@souq/contract/money`). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
