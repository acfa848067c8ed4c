import type {
  ListNotificationsQueryInput,
  MarkNotificationsReadBody,
  NotificationSettingsResponse,
  NotificationsPage,
  UnreadCountResponse,
  UpdateNotificationSettingsBody,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

/** One's notifications: the list, read marks, the unread count and per-type settings. */
export const notificationsEndpoints = {
  /** Newest first, paged, told in the reader's language. */
  list: { method: 'GET', path: '/notifications', auth: 'required' },
  /** Marks one's own notifications read: some ids, or all. */
  read: { method: 'POST', path: '/notifications/read', auth: 'required' },
  unreadCount: { method: 'GET', path: '/notifications/unread-count', auth: 'required' },
  settings: { method: 'GET', path: '/notifications/settings', auth: 'required' },
  updateSettings: { method: 'POST', path: '/notifications/settings', auth: 'required' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type NotificationsEndpointTypes = EndpointTypesOf<
  typeof notificationsEndpoints,
  {
    list: { query: ListNotificationsQueryInput; response: NotificationsPage };
    read: { body: MarkNotificationsReadBody; response: UnreadCountResponse };
    unreadCount: { response: UnreadCountResponse };
    settings: { response: NotificationSettingsResponse };
    updateSettings: {
      body: UpdateNotificationSettingsBody;
      response: NotificationSettingsResponse;
    };
  }
>;
