import type { DevOutboxQuery, OutboxEmail } from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import { toOutboxEmail } from './outbox.presenter.ts';
import { listOutboxEmailsTo } from './outbox.repository.ts';

/** How many e-mails the outbox answers at most. */
const OUTBOX_LIMIT = 50;

/** The development outbox, bound once to the app's database. */
export const createOutboxService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  /** The newest e-mails queued for `email` (any case), newest first. */
  list: async ({ email }: DevOutboxQuery): Promise<OutboxEmail[]> =>
    (await listOutboxEmailsTo(db, email, OUTBOX_LIMIT)).map(toOutboxEmail),
});
