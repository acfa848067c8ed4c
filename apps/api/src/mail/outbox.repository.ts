import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxEmails } from './outbox.table.ts';

/** The new row's id; null when an e-mail with this key was recorded before. */
export const insertOutboxEmail = async (
  db: Database,
  email: { toEmail: string; subject: string; bodyText: string; key?: string | undefined },
): Promise<number | null> => {
  const [row] = await db
    .insert(outboxEmails)
    .values({ ...email, key: email.key ?? null })
    .onConflictDoNothing({ target: outboxEmails.key })
    .returning({ id: outboxEmails.id });
  return row?.id ?? null;
};

export const findOutboxEmail = async (db: Database, id: number) =>
  (await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0];

export const markOutboxEmailSent = (db: Database, id: number) =>
  db.update(outboxEmails).set({ sentAt: sql`now()` }).where(eq(outboxEmails.id, id));

export const listOutboxEmailsTo = (db: Database, email: string, limit: number) =>
  db
    .select()
    .from(outboxEmails)
    .where(sql`lower(${outboxEmails.toEmail}) = lower(${email})`)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
