import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/accounts.table.ts';

/** Messages of the contact form, for the operators to answer by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender's account when signed in. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
