import type { Notification } from '@souq/contract';
import { webPaths } from '@souq/contract/web-paths';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader } from '../../../components/loader';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** The bell's panel: the newest notifications, "Mark all as read" and a link to the page. */
export default function NotificationsDropdown({
  id,
  onClose,
}: {
  id: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const items = latest.data?.data ?? [];
  const unread = latest.data?.meta.unread_count ?? 0;
  const open = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate([notification.id]);
    onClose();
  };
  // Escape closes the panel (the bell's useDismiss); focus goes back to the bell, not the page.
  const returnFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.currentTarget.parentElement?.querySelector<HTMLElement>('[aria-controls]')?.focus();
    }
  };
  return (
    <div
      id={id}
      role="dialog"
      aria-label={t('title')}
      onKeyDown={returnFocus}
      data-testid="notifications-dropdown"
      className="fixed inset-x-2 top-16 z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:end-0 sm:top-full sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
        <h2 className="text-sm font-bold text-slate-900">{t('title')}</h2>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markRead.mutate('all')}
            className="rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('dropdown.mark-all')}
          </button>
        )}
      </div>
      <div className="max-h-[min(70vh,28rem)] overflow-y-auto">
        {latest.isPending ? (
          <div className="p-6">
            <Loader label={t('dropdown.loading')} />
          </div>
        ) : latest.isError ? (
          <p className="p-4 text-sm text-red-700">{t('list.failed')}</p>
        ) : items.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{t('list.empty-title')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} onOpen={open} compact />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link
        to={webPaths.notifications}
        onClick={onClose}
        className="block border-t border-slate-100 px-4 py-2.5 text-center text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('dropdown.see-all')}
      </Link>
    </div>
  );
}
