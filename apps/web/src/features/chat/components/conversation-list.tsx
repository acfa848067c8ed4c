import type { ChatMessage, Conversation } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { listTimeLabel } from '../lib/format';

function Preview({ message, viewerId }: { message: ChatMessage | null; viewerId: number }) {
  const { t } = useTranslation('chat');
  if (!message) return <>{t('list.no-messages')}</>;
  const mine = message.sender_id === viewerId;
  const text =
    message.kind === 'missed_call'
      ? t('list.missed-call')
      : message.body ||
        (message.attachment?.type === 'image'
          ? t('list.photo')
          : t('list.file', { name: message.attachment?.name ?? '' }));
  return <>{mine ? t('list.you', { text }) : text}</>;
}

/** The conversations: avatar with online dot, name, last message, time and unread badge. */
export function ConversationList({
  conversations,
  selectedId,
  viewerId,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  conversations: Conversation[];
  selectedId: number | null;
  viewerId: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  if (conversations.length === 0) {
    return <p className="p-4 text-sm text-slate-500">{t('no-conversations')}</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {conversations.map((c) => {
          const selected = c.id === selectedId;
          return (
            <li key={c.id}>
              <Link
                to={`/chat?c=${c.id}`}
                aria-current={selected ? 'page' : undefined}
                className={`flex items-center gap-3 px-3 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${
                  selected ? 'bg-brand-50' : ''
                }`}
              >
                <span className="relative shrink-0">
                  <Avatar src={c.other_user.photo} alt="" className="size-11" />
                  {c.online && (
                    <span
                      className="absolute bottom-0 end-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white"
                      title={t('list.online')}
                    />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate text-sm font-semibold text-slate-900" dir="auto">
                      {c.other_user.name}
                      {c.online && <span className="sr-only"> {t('list.online')}</span>}
                    </span>
                    <time className="shrink-0 text-xs text-slate-500" dateTime={c.updated_at}>
                      {listTimeLabel(c.updated_at, i18n.language)}
                    </time>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span
                      className={`truncate align-with-parent text-sm ${c.unread_count > 0 ? 'font-semibold text-slate-800' : 'text-slate-500'}`}
                      dir="auto"
                    >
                      <Preview message={c.last_message} viewerId={viewerId} />
                    </span>
                    {c.unread_count > 0 && (
                      <span
                        data-testid="conversation-unread"
                        className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold text-white"
                      >
                        {c.unread_count > 99 ? t('badge.many') : c.unread_count}
                        <span className="sr-only">
                          {' '}
                          {t('list.unread', { count: c.unread_count })}
                        </span>
                      </span>
                    )}
                  </span>
                  {c.context?.title && (
                    <span
                      className="mt-0.5 block truncate align-with-parent text-xs text-slate-500"
                      dir="auto"
                    >
                      {c.context.title}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {hasMore && (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={loadingMore}
          className="w-full p-3 text-sm font-semibold text-brand-700 hover:bg-slate-50"
        >
          {loadingMore ? t('list.loading') : t('list.more')}
        </button>
      )}
    </>
  );
}
