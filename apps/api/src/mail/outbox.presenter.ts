import type { OutboxEmail } from '@souq/contract';
import type { outboxEmails } from './outbox.table.ts';

export const toOutboxEmail = (row: typeof outboxEmails.$inferSelect): OutboxEmail => ({
  id: row.id,
  to: row.toEmail,
  subject: row.subject,
  body: row.bodyText,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});
