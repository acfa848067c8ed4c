import type { ContactBody } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../../http/request-view.ts';
import { contactMessages } from './contact.table.ts';

/** Where a message came from: the network address, kept to look into abuse. */
interface Origin {
  ip: string;
}

/** The contact form, bound once to the app's database. */
export const createContactService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  /** Stores a message for the operators (from the signed-in user, if any); answers its id. */
  send: async ({ userId, locale }: Viewer, body: ContactBody, { ip }: Origin) => {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...body, email: body.email.toLowerCase(), userId, locale, ip })
      .returning({ id: contactMessages.id });
    return row!;
  },
});
