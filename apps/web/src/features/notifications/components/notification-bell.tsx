import { Bell } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Socket } from 'socket.io-client';
import { useDismiss } from '../../../lib/use-dismiss';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationEvents } from '../lib/use-notification-events';

// Loaded when first opened: the list, its items and the mark-read calls.
const NotificationsDropdown = lazy(() => import('./notifications-dropdown'));

/**
 * The header's bell with the live unread count ("99+" past 99); opens the newest notifications.
 * Lives on the tab's shared socket (the header passes it).
 */
export function NotificationBell({
  socket,
  className,
}: {
  socket: Socket | null;
  className: string;
}) {
  const { t } = useTranslation('notifications');
  useNotificationEvents(socket);
  const count = useUnreadCount().data?.unread_count ?? 0;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={t('bell.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={className}
      >
        <Bell className="size-5" aria-hidden="true" />
      </button>
      <span role="status" className="sr-only">
        {count > 0 ? t('bell.unread', { count }) : ''}
      </span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notifications-unread-badge"
          className="pointer-events-none absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
        >
          {count > 99 ? t('bell.many') : count}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationsDropdown id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
