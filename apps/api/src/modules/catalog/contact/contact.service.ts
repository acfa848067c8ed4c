import type { ContactBody, Locale } from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import { contactMessages } from './contact.table.ts';

/** Stores a contact-form message for the operators; answers its id. */
export const sendContactMessage = async ({
  db,
  body,
  userId,
  locale,
  ip,
}: {
  db: Database;
  body: ContactBody;
  userId: number | null;
  locale: Locale;
  ip: string;
}) => {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...body, email: body.email.toLowerCase(), userId, locale, ip })
    .returning({ id: contactMessages.id });
  return row!;
};
