import type { Notification, NotificationTarget } from '@souq/contract';
import { Bell, BriefcaseBusiness, Gavel, Gift, type LucideIcon, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format';

/** What stands for the thing when nobody did it (an auction's end, points earned). */
const ICONS: Partial<Record<NotificationTarget['kind'], LucideIcon>> = {
  auction: Gavel,
  job: BriefcaseBusiness,
  referrals: Gift,
  contact: Mail,
};

/**
 * One notification: who, the sentence in the page's language, the thing's title, how long ago;
 * unread ones are tinted and marked. The whole row opens the thing (`onOpen` marks it read).
 */
export function NotificationItem({
  notification,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const unread = notification.read_at === null;
  const title = notification.target.title;
  return (
    <Link
      to={notification.target.link}
      onClick={() => onOpen(notification)}
      data-testid="notification-item"
      data-unread={unread || undefined}
      className={cn(
        'flex items-start gap-3',
        compact ? 'px-4 py-3' : 'rounded-xl p-4',
        'text-start hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
        unread ? 'bg-brand-50/60' : 'bg-white',
      )}
    >
      {notification.actor ? (
        <Avatar src={notification.actor.photo} alt="" className="size-10" />
      ) : (
        <ThingIcon kind={notification.target.kind} />
      )}
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block text-sm',
            unread ? 'font-semibold text-slate-900' : 'text-slate-700',
          )}
        >
          {notification.text}
        </span>
        {title && !notification.text.includes(title) && (
          // dir="auto": an English title in Arabic (or the reverse) is cut at its own end, yet
          // stays aligned with the sentence above it (align-with-parent, index.css).
          <span
            dir="auto"
            className="mt-0.5 block truncate text-xs text-slate-600 align-with-parent"
          >
            {title}
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-600">
          {formatRelativeTime(notification.created_at)}
        </span>
      </span>
      {unread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
          <span className="sr-only">{t('list.unread')}</span>
        </span>
      )}
    </Link>
  );
}

function ThingIcon({ kind }: { kind: NotificationTarget['kind'] }) {
  const Icon = ICONS[kind] ?? Bell;
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
