import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

/** One conversation or channel of a list: its picture, its lines, and what ends the row. */
export function ThreadListItem({
  to,
  selected,
  picture,
  children,
  trailing,
  ...data
}: {
  to: string;
  selected: boolean;
  picture: ReactNode;
  children: ReactNode;
  trailing?: ReactNode;
  'data-channel-id'?: number;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'page' : undefined}
        {...data}
        className={cn(
          'flex items-center gap-3 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          selected && 'bg-brand-50',
        )}
      >
        {picture}
        <span className="min-w-0 flex-1">{children}</span>
        {trailing}
      </Link>
    </li>
  );
}

/** The unread badge of a list item ("99+" past 99), said in full to screen readers. */
export function UnreadCount({
  count,
  label,
  testId,
}: {
  count: number;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('chat');
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold text-white"
    >
      <span aria-hidden="true">{count > 99 ? t('badge.many') : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Loads the next page of a list. */
export function MoreButton({
  onClick,
  loading,
  label,
}: {
  onClick: () => void;
  loading: boolean;
  label: string;
}) {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={loading}
      className="w-full p-3 text-sm font-semibold text-brand-700 hover:bg-slate-50"
    >
      {loading ? t('list.loading') : label}
    </button>
  );
}
