import type { ContactBody, Locale } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { contactMessages } from './contact.table.ts';

/** Stores a contact-form message for the operators; answers its id. */
export const createContactService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  send: (sender: { userId: number | null; locale: Locale; ip: string }, body: ContactBody) =>
    sendContactMessage(db, sender, body),
});

const sendContactMessage = async (
  db: Database,
  { userId, locale, ip }: { userId: number | null; locale: Locale; ip: string },
  body: ContactBody,
) => {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...body, email: body.email.toLowerCase(), userId, locale, ip })
    .returning({ id: contactMessages.id });
  return row!;
};
