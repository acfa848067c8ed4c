import type { Database } from '../../db/client.ts';
import type { RequestView } from '../../http/request-view.ts';
import { enqueue, wakeWorkers } from '../../jobs/enqueue.ts';
import { deliverReadCount } from './notifications.delivery.ts';
import {
  insertAuctionEndings,
  insertNotification,
  markConversationRead,
  type NewNotification,
  type Written,
} from './notifications.repository.ts';

export { presentInRoom } from './notifications.delivery.ts';
export type { NewNotification, Written };

/** Auctions as their closing statement answers them. */
export interface EndedAuction {
  id: number;
  /** The owner. */
  user_id: number;
  current_price: string | null;
  winner: { id: number } | null;
}

/** Writes notifications inside the caller's transaction (see `insertNotification`). */
export interface Notify {
  (notification: NewNotification): Promise<void>;
  /** The winner, the owner and every other bidder of these auctions that just ended. */
  auctionsEnded(ended: readonly EndedAuction[]): Promise<void>;
}

/** The request behind some notifications (its view or actor): their delivery logs with its id. */
type Cause = Pick<RequestView, 'requestId'>;
type NotifyingWork<T> = (tx: Database, notify: Notify) => Promise<T>;

/**
 * What the other areas call: runs `work` in one transaction with a `notify` that writes
 * notifications in it (none for the actor, a muted type or a block) and, in the same
 * transaction, the job that delivers them (`notification:new`, e-mail); the workers are woken
 * once it committed. A rolled-back transaction delivers nothing; a crash after the commit
 * delays delivery until an instance runs the job. A request passes itself first (`notifying(db,
 * actor, work)`): the delivery job, and the e-mails it sends, log with the request's id.
 */
export const notifying = async <T>(
  db: Database,
  ...args: [work: NotifyingWork<T>] | [cause: Cause, work: NotifyingWork<T>]
): Promise<T> => {
  const [cause, work] = args.length === 1 ? [{} as Cause, args[0]] : args;
  const written: Written[] = [];
  const result = await db.transaction(async (tx) => {
    written.length = 0;
    const db = tx as unknown as Database;
    const notify: Notify = Object.assign(
      async (notification: NewNotification) => {
        const row = await insertNotification(db, notification);
        if (row) written.push(row);
      },
      {
        auctionsEnded: async (ended: readonly EndedAuction[]) => {
          const rows = await insertAuctionEndings(
            db,
            ended.map((a) => ({
              id: a.id,
              ownerId: a.user_id,
              winnerId: a.winner?.id ?? null,
              price: a.current_price,
            })),
          );
          written.push(...rows);
        },
      },
    );
    const result = await work(db, notify);
    if (written.length > 0) {
      await enqueue(
        db,
        'notifications.deliver',
        { ids: written.map((w) => w.id) },
        { requestId: cause.requestId },
      );
    }
    return result;
  });
  if (written.length > 0) wakeWorkers();
  return result;
};

/** Writes one notification in an open transaction; deliver it after the commit. */
export const notify = (tx: Database, notification: NewNotification) =>
  insertNotification(tx, notification);

/** A conversation's thread was read: its message notifications are read too (and the bell told). */
export const readConversationNotifications = async (
  db: Database,
  { userId, conversationId }: { userId: number; conversationId: number },
) => {
  if ((await markConversationRead(db, { userId, conversationId })) > 0) {
    await deliverReadCount(db, userId);
  }
};
