import {
  type ListNotificationsQuery,
  type Locale,
  type MarkNotificationsReadBody,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationsPage,
  type UpdateNotificationSettingsBody,
} from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../http/envelope.ts';
import { deliverReadCount } from './notifications.delivery.ts';
import { type ImageUrlOf, toNotification } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

interface Reader {
  userId: number;
  locale: Locale;
}

/**
 * A page of the reader's notifications, newest first, told in their language; remembers that
 * language for the e-mails.
 */
export const listNotifications = async ({
  db,
  reader,
  query,
  imageUrlOf,
}: {
  db: Database;
  reader: Reader;
  query: ListNotificationsQuery;
  imageUrlOf: ImageUrlOf;
}): Promise<NotificationsPage> => {
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const [rows, total, unread] = await Promise.all([
    offset >= MAX_OFFSET_ROWS
      ? []
      : repo.listNotifications(db, { userId: reader.userId, limit: perPage, offset }),
    repo.countNotifications(db, reader.userId),
    repo.countUnread(db, reader.userId),
    repo.rememberLocale(db, reader.userId, reader.locale),
  ]);
  return {
    data: rows.map((row) => toNotification(row, { locale: reader.locale, imageUrlOf })),
    meta: {
      ...pageMeta({ page: query.page, perPage, total: Math.min(total, MAX_OFFSET_ROWS) }),
      unread_count: unread,
    },
  };
};

/** The reader's unread count (the bell); remembers their language for the e-mails. */
export const unreadCount = async ({ db, reader }: { db: Database; reader: Reader }) => {
  const [count] = await Promise.all([
    repo.countUnread(db, reader.userId),
    repo.rememberLocale(db, reader.userId, reader.locale),
  ]);
  return { unread_count: count };
};

/** Marks the reader's own notifications read (some or all); answers the new unread count. */
export const markNotificationsRead = async ({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: number;
  input: MarkNotificationsReadBody;
}) => {
  const marked = await repo.markRead(db, { userId, ids: 'all' in input ? 'all' : input.ids });
  const unread = await repo.countUnread(db, userId);
  // The account's other tabs follow.
  if (marked > 0) await deliverReadCount(db, userId);
  return { unread_count: unread };
};

/** Every type, on unless the reader turned it off. */
export const getNotificationSettings = async ({
  db,
  userId,
}: {
  db: Database;
  userId: number;
}): Promise<NotificationSettings> => {
  const muted = new Set((await repo.findSettings(db, userId))?.muted ?? []);
  return { types: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !muted.has(type) })) };
};

/** Turns the named types on or off (one statement); answers every type's setting. */
export const updateNotificationSettings = async ({
  db,
  reader,
  input,
}: {
  db: Database;
  reader: Reader;
  input: UpdateNotificationSettingsBody;
}): Promise<NotificationSettings> => {
  await repo.updateMuted(db, {
    userId: reader.userId,
    locale: reader.locale,
    mute: input.types.filter((t) => !t.enabled).map((t) => t.type),
    unmute: input.types.filter((t) => t.enabled).map((t) => t.type),
  });
  return getNotificationSettings({ db, userId: reader.userId });
};
