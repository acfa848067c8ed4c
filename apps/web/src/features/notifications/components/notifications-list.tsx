import type { Notification } from '@souq/contract';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Loader } from '../../../components/loader';
import { useNotificationPages } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** Every notification, newest first, with "Mark all as read" and "Show more". */
export function NotificationsList() {
  const { t } = useTranslation('notifications');
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const items = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const unread = pages.data?.pages[0]?.meta.unread_count ?? 0;
  const open = (notification: Notification) => {
    if (notification.read_at === null) markRead.mutate([notification.id]);
  };

  if (pages.isPending) return <Loader />;
  if (pages.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-red-700">{t('list.failed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void pages.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={t('list.empty-title')}
        description={t('list.empty-description')}
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex justify-end">
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate('all')}
        >
          {t('list.mark-all')}
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-2 rounded-2xl border border-slate-200 bg-white p-2">
        {items.map((n) => (
          <li key={n.id}>
            <NotificationItem notification={n} onOpen={open} />
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {t('list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
