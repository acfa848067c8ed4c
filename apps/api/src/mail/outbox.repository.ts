import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxEmails } from './outbox.table.ts';

export const insertOutboxEmail = async (
  db: Database,
  email: { toEmail: string; subject: string; bodyText: string },
) => {
  const [row] = await db.insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
  return row!.id;
};

export const markOutboxEmailSent = (db: Database, id: number) =>
  db.update(outboxEmails).set({ sentAt: sql`now()` }).where(eq(outboxEmails.id, id));

export const listOutboxEmailsTo = (db: Database, email: string, limit: number) =>
  db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.toEmail}) = lower(${email})`)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
