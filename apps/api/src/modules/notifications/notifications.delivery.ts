import {
  type Locale,
  NOTIFICATION_EMAILED_TYPES,
  type NotificationNewEvent,
  type NotificationReadEvent,
  type NotificationType,
} from '@souq/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { translate } from '../../i18n/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type ImageUrlOf, toNotification } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

/** How notifications leave the API once written: sockets and e-mail (set up by the routes). */
export interface Delivery {
  /** `notification:new` to every socket of the account (every instance, through the adapter). */
  push(userId: number, event: NotificationNewEvent): void;
  /** `notification:read` to every socket of the account: its other tabs follow. */
  pushRead(userId: number, event: NotificationReadEvent): void;
  /** Which of these accounts have a socket in `room` now (any instance). */
  presentIn(room: string, userIds: readonly number[]): Promise<Set<number>>;
  mailer: Mailer;
  imageUrlOf: ImageUrlOf;
  /** The web app's origin for links in e-mails ('' when unknown). */
  webOrigin: string;
  log: FastifyBaseLogger;
}

/** The delivery of each app's database handle; scripts and seeds have none (nothing is pushed). */
const deliveries = new WeakMap<Database, Delivery>();

export const registerDelivery = (db: Database, delivery: Delivery) => {
  deliveries.set(db, delivery);
};

const emailed = new Set<NotificationType>(NOTIFICATION_EMAILED_TYPES);

/**
 * After the commit that wrote them: each recipient's sockets get `notification:new` (told in
 * their language, with their unread count) and the important types are e-mailed. Best effort:
 * the notifications are stored whatever happens here.
 */
export const deliverNotifications = async (
  db: Database,
  written: ReadonlyArray<repo.Written>,
): Promise<void> => {
  const delivery = deliveries.get(db);
  if (!delivery || written.length === 0) return;
  try {
    const rows = await repo.findNotifications(
      db,
      written.map((w) => w.id),
    );
    const recipients = new Map(
      (await repo.findRecipients(db, [...new Set(rows.map((r) => r.user_id))])).map((r) => [
        r.id,
        r,
      ]),
    );
    const unread = new Map<number, number>();
    for (const row of rows) {
      const recipient = recipients.get(row.user_id);
      const locale: Locale = recipient?.locale ?? 'en';
      const notification = toNotification(row, { locale, imageUrlOf: delivery.imageUrlOf });
      let count = unread.get(row.user_id);
      if (count === undefined) {
        count = await repo.countUnread(db, row.user_id);
        unread.set(row.user_id, count);
      }
      delivery.push(row.user_id, { notification, unread_count: count });
      if (recipient && emailed.has(row.type)) {
        const link = `${delivery.webOrigin}${notification.target.link}`;
        await delivery.mailer.send({
          to: recipient.email,
          subject: notification.text,
          text: [
            notification.text,
            translate(locale, 'notifications.email.open', { link }),
            translate(locale, 'notifications.email.footer'),
          ].join('\n\n'),
        });
      }
    }
  } catch (error) {
    delivery.log.warn({ err: error }, 'notifications: delivery failed');
  }
};

/**
 * Which of `userIds` have a socket in `room` now (a conversation's open thread): false for all
 * when there are no sockets (scripts) or the adapter does not answer.
 */
export const presentInRoom = async (
  db: Database,
  room: string,
  userIds: readonly number[],
): Promise<Set<number>> => {
  const delivery = deliveries.get(db);
  if (!delivery) return new Set();
  try {
    return await delivery.presentIn(room, userIds);
  } catch (error) {
    delivery.log.warn({ err: error }, 'notifications: room lookup failed');
    return new Set();
  }
};

/** Tells the account's sockets its new unread count after some were read (best effort). */
export const deliverReadCount = async (db: Database, userId: number): Promise<void> => {
  const delivery = deliveries.get(db);
  if (!delivery) return;
  try {
    delivery.pushRead(userId, { unread_count: await repo.countUnread(db, userId) });
  } catch (error) {
    delivery.log.warn({ err: error }, 'notifications: read count not pushed');
  }
};
