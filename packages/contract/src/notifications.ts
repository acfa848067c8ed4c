import { z } from 'zod';
import { envelope, IdSchema, PageMetaSchema, PageQuerySchema, UserRefSchema } from './common.ts';
import { NOTIFICATION_TYPES, NOTIFICATIONS_READ_IDS_MAX } from './limits.ts';

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

/** The thing a notification is about, to open it (`link` is the web path). */
export const NotificationTargetSchema = z.object({
  /** What kind of thing: an auction, a post, a job, an application, a conversation or a profile. */
  kind: z.enum([
    'auction',
    'post',
    'job',
    'application',
    'conversation',
    'user',
    'referrals',
    'contact',
  ]),
  /** Its id (the user's for `user`), or null when the kind needs none. */
  id: z.number().int().nullable(),
  /** Its title or an excerpt, as written (no translation), or null. */
  title: z.string().nullable(),
  /** Path in the web app that shows it (`/auction/12`, `/community?post=3`). */
  link: z.string(),
});
export type NotificationTarget = z.infer<typeof NotificationTargetSchema>;

/**
 * One notification, told in the reader's language (`Accept-Language`) when read: the same row
 * reads "Sara reacted to your post" or "تفاعلت سارة مع منشورك".
 */
export const NotificationSchema = z.object({
  id: z.number().int(),
  type: NotificationTypeSchema,
  /** The sentence, in the reader's language ("Sara and 3 others reacted to your post"). */
  text: z.string(),
  /** Who did it (the latest of them when folded), or null (an auction's end, points). */
  actor: UserRefSchema.nullable(),
  /** How many different people did it (reactions fold into one unread notification per post). */
  actors_count: z.number().int(),
  target: NotificationTargetSchema,
  /** ISO time of the event (the latest, when folded). */
  created_at: z.string(),
  /** ISO time it was marked read, or null while unread. */
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The paging of every list: `page` from 1, `per_page` 1..50 (default 10, clamped, never refused). */
export const ListNotificationsQuerySchema = PageQuerySchema;
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>;
export type ListNotificationsQueryInput = z.input<typeof ListNotificationsQuerySchema>;

/** Newest first, with the unread count. */
export const NotificationsPageSchema = z.object({
  data: z.array(NotificationSchema),
  meta: PageMetaSchema.extend({
    /** Unread notifications of the reader (capped at `NOTIFICATIONS_UNREAD_CAP`). */
    unread_count: z.number().int(),
  }),
});
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

/** Marks some of one's notifications read (`ids`), or all of them (`all: true`). */
export const MarkNotificationsReadBodySchema = z.union([
  z.object({
    /** One's own notification ids; others' are ignored. */
    ids: z.array(IdSchema).min(1).max(NOTIFICATIONS_READ_IDS_MAX),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBodySchema>;

export const UnreadCountSchema = z.object({
  /** Unread notifications (capped at `NOTIFICATIONS_UNREAD_CAP`). */
  unread_count: z.number().int(),
});
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
export const UnreadCountResponseSchema = envelope(UnreadCountSchema);
export type UnreadCountResponse = z.infer<typeof UnreadCountResponseSchema>;

/** Which types the reader receives: every type, on or off. */
export const NotificationSettingsSchema = z.object({
  types: z.array(z.object({ type: NotificationTypeSchema, enabled: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsResponseSchema = envelope(NotificationSettingsSchema);
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;

/** Turns types on or off; types not named keep their setting. */
export const UpdateNotificationSettingsBodySchema = z.object({
  types: z
    .array(z.object({ type: NotificationTypeSchema, enabled: z.boolean() }))
    .min(1)
    .max(NOTIFICATION_TYPES.length),
});
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBodySchema>;

/** Pushed to `user:{id}` when a notification arrives or a folded one grows. */
export const NotificationNewEventSchema = z.object({
  notification: NotificationSchema,
  unread_count: z.number().int(),
});
export type NotificationNewEvent = z.infer<typeof NotificationNewEventSchema>;

/** Pushed to `user:{id}` when some of one's notifications were read (another tab, an opened chat). */
export const NotificationReadEventSchema = z.object({ unread_count: z.number().int() });
export type NotificationReadEvent = z.infer<typeof NotificationReadEventSchema>;
