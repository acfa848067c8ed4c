import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every e-mail the API sends: the record of it, and the queue when SMTP is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Idempotency key (`notification:<id>`): the same e-mail is recorded once. */
    key: text('key'),
  },
  (t) => [
    index('outbox_emails_to_idx').on(sql`lower(${t.toEmail})`, t.id),
    uniqueIndex('outbox_emails_key_idx').on(t.key),
  ],
);
