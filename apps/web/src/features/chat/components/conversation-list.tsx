import type { ChatMessage, Conversation } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { listTimeLabel } from '../lib/format';
import { MoreButton, ThreadListItem, UnreadCount } from './thread-list';

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

function ConversationItem({
  conversation: c,
  selected,
  viewerId,
}: {
  conversation: Conversation;
  selected: boolean;
  viewerId: number;
}) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ThreadListItem
      to={href(webPaths.chat, { c: c.id })}
      selected={selected}
      picture={
        <span className="relative shrink-0">
          <Avatar src={c.other_user.photo} alt="" className="size-11" />
          {c.online && (
            <span
              className="absolute bottom-0 end-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white"
              title={t('list.online')}
            />
          )}
        </span>
      }
    >
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
          className={cn(
            'truncate align-with-parent text-sm',
            c.unread_count > 0 ? 'font-semibold text-slate-800' : 'text-slate-500',
          )}
          dir="auto"
        >
          <Preview message={c.last_message} viewerId={viewerId} />
        </span>
        <UnreadCount
          count={c.unread_count}
          label={t('list.unread', { count: c.unread_count })}
          testId="conversation-unread"
        />
      </span>
      {c.context?.title && (
        <span className="mt-0.5 block truncate align-with-parent text-xs text-slate-500" dir="auto">
          {c.context.title}
        </span>
      )}
    </ThreadListItem>
  );
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
  const { t } = useTranslation('chat');
  if (conversations.length === 0) {
    return <p className="p-4 text-sm text-slate-500">{t('no-conversations')}</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {conversations.map((c) => (
          <ConversationItem
            key={c.id}
            conversation={c}
            selected={c.id === selectedId}
            viewerId={viewerId}
          />
        ))}
      </ul>
      {hasMore && <MoreButton onClick={onLoadMore} loading={loadingMore} label={t('list.more')} />}
    </>
  );
}
