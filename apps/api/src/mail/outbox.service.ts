import type { OutboxEmail } from '@souq/contract';
import type { Database } from '../db/client.ts';
import { toOutboxEmail } from './outbox.presenter.ts';
import { listOutboxEmailsTo } from './outbox.repository.ts';

/** The newest e-mails queued for `email` (any case), at most `limit`, newest first. */
export const listOutboxEmails = async ({
  db,
  email,
  limit,
}: {
  db: Database;
  email: string;
  limit: number;
}): Promise<OutboxEmail[]> => (await listOutboxEmailsTo(db, email, limit)).map(toOutboxEmail);
