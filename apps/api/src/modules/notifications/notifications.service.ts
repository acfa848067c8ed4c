import {
  type ListNotificationsQuery,
  type MarkNotificationsReadBody,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationsPage,
  type UpdateNotificationSettingsBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../http/envelope.ts';
import type { Actor } from '../../http/request-view.ts';
import { deliverReadCount } from './notifications.delivery.ts';
import { toNotification } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

/**
 * The reader's notifications, bound once to the app's database. Reading the list or the bell
 * remembers the reader's language for the e-mails.
 */
export const createNotificationsService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  list: (reader: Actor, query: ListNotificationsQuery) => listNotifications(db, reader, query),
  unreadCount: (reader: Actor) => unreadCount(db, reader),
  markRead: (reader: Actor, input: MarkNotificationsReadBody) =>
    markNotificationsRead(db, reader.userId, input),
  settings: (reader: Actor) => settingsOf(db, reader.userId),
  updateSettings: (reader: Actor, input: UpdateNotificationSettingsBody) =>
    updateSettings(db, reader, input),
});

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/** A page of the reader's notifications, newest first, told in their language. */
const listNotifications = async (
  db: Database,
  reader: Actor,
  query: ListNotificationsQuery,
): Promise<NotificationsPage> => {
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
    data: rows.map((row) => toNotification(row, reader)),
    meta: {
      ...pageMeta({ page: query.page, perPage, total: Math.min(total, MAX_OFFSET_ROWS) }),
      unread_count: unread,
    },
  };
};

/** The reader's unread count (the bell). */
const unreadCount = async (db: Database, reader: Actor) => {
  const [count] = await Promise.all([
    repo.countUnread(db, reader.userId),
    repo.rememberLocale(db, reader.userId, reader.locale),
  ]);
  return { unread_count: count };
};

/** Marks the reader's own notifications read (some or all); answers the new unread count. */
const markNotificationsRead = async (
  db: Database,
  userId: number,
  input: MarkNotificationsReadBody,
) => {
  const marked = await repo.markRead(db, { userId, ids: 'all' in input ? 'all' : input.ids });
  const unread = await repo.countUnread(db, userId);
  // The account's other tabs follow.
  if (marked > 0) await deliverReadCount(db, userId);
  return { unread_count: unread };
};

/** Every type, on unless the reader turned it off. */
const settingsOf = async (db: Database, userId: number): Promise<NotificationSettings> => {
  const muted = new Set((await repo.findSettings(db, userId))?.muted ?? []);
  return { types: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !muted.has(type) })) };
};

/** Turns the named types on or off (one statement); answers every type's setting. */
const updateSettings = async (
  db: Database,
  reader: Actor,
  input: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> => {
  await repo.updateMuted(db, {
    userId: reader.userId,
    locale: reader.locale,
    mute: input.types.filter((t) => !t.enabled).map((t) => t.type),
    unmute: input.types.filter((t) => t.enabled).map((t) => t.type),
  });
  return settingsOf(db, reader.userId);
};
