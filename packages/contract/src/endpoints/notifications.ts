import type { Endpoint } from './endpoint.ts';

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
