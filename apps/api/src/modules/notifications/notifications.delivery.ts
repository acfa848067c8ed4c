import {
  type Locale,
  NOTIFICATION_EMAILED_TYPES,
  type NotificationNewEvent,
  type NotificationReadEvent,
  type NotificationType,
} from '@souq/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type RequestView, viewFor } from '../../http/request-view.ts';
import { translate } from '../../i18n/index.ts';
import { defineJob } from '../../jobs/types.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { userRoom } from '../../realtime/socket-identity.ts';
import { toNotification } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

/** How notifications leave the API once written: sockets and e-mail. */
export interface Delivery {
  /** `notification:new` to every socket of the account (every instance, through the adapter). */
  push(userId: number, event: NotificationNewEvent): void;
  /** `notification:read` to every socket of the account: its other tabs follow. */
  pushRead(userId: number, event: NotificationReadEvent): void;
  /** Which of these accounts have a socket in `room` now (any instance). */
  presentIn(room: string, userIds: readonly number[]): Promise<Set<number>>;
  mailer: Mailer;
  /** How a notification is written for a recipient in `locale`: their language, media URLs. */
  viewIn(locale: Locale): RequestView;
  /** The web app's origin for links in e-mails ('' when unknown). */
  webOrigin: string;
  log: FastifyBaseLogger;
}

/** Presence and read counts of each app's database handle (scripts and seeds have none). */
const deliveries = new WeakMap<Database, Delivery>();

export const registerDelivery = (db: Database, delivery: Delivery) => {
  deliveries.set(db, delivery);
};

/** How the app's sockets, mailer and media reach people. */
export const deliveryOf = (app: FastifyInstance): Delivery => ({
  push: (userId, event) => app.io.to(userRoom(userId)).emit('notification:new', event),
  pushRead: (userId, event) => app.io.to(userRoom(userId)).emit('notification:read', event),
  presentIn: async (room, userIds) => {
    const wanted = new Set(userIds);
    const present = new Set<number>();
    for (const socket of await app.io.in(room).fetchSockets()) {
      const id = socket.data.userId;
      if (id !== null && wanted.has(id)) present.add(id);
    }
    return present;
  },
  mailer: app.mailer,
  viewIn: (locale) => viewFor(app, { locale }),
  webOrigin: app.config.PUBLIC_URL ?? '',
  log: app.log,
});

const emailed = new Set<NotificationType>(NOTIFICATION_EMAILED_TYPES);

/**
 * The `notifications.deliver` job, after the commit that wrote them: each recipient's sockets
 * get `notification:new` (told in their language, with their unread count) and the important
 * types are e-mailed, once per notification whatever the retries (the e-mail's key). A failure
 * throws: the job runs again (a socket may then hear of it twice; the e-mail goes once).
 */
export const deliverNotifications = async (
  delivery: Delivery,
  db: Database,
  ids: readonly number[],
  /** The request that wrote them: their e-mails' jobs log with its id. */
  requestId?: string,
): Promise<void> => {
  if (ids.length === 0) return;
  const rows = await repo.findNotifications(db, [...ids]);
  const recipients = new Map(
    (await repo.findRecipients(db, [...new Set(rows.map((r) => r.user_id))])).map((r) => [r.id, r]),
  );
  const unread = new Map<number, number>();
  for (const row of rows) {
    const recipient = recipients.get(row.user_id);
    const locale: Locale = recipient?.locale ?? 'en';
    const notification = toNotification(row, delivery.viewIn(locale));
    let count = unread.get(row.user_id);
    if (count === undefined) {
      count = await repo.countUnread(db, row.user_id);
      unread.set(row.user_id, count);
    }
    delivery.push(row.user_id, { notification, unread_count: count });
    if (recipient && emailed.has(row.type)) {
      const link = `${delivery.webOrigin}${notification.target.link}`;
      await delivery.mailer.send(
        {
          to: recipient.email,
          subject: notification.text,
          text: [
            notification.text,
            translate(locale, 'notifications.email.open', { link }),
            translate(locale, 'notifications.email.footer'),
          ].join('\n\n'),
        },
        { key: `notification:${row.id}`, requestId },
      );
    }
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

/** Delivers what one transaction of `notifying` wrote. */
export const deliverNotificationsJob = defineJob({
  type: 'notifications.deliver',
  run: ({ ids }, { app, db, requestId }) =>
    deliverNotifications(deliveryOf(app), db, ids, requestId),
});
