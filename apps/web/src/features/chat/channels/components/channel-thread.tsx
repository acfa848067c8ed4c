import type { ChannelDetails, ChatMessage } from '@souq/contract';
import { ArrowLeft, DoorOpen, Lock, Pencil, Trash2, Users } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/button';
import { Composer } from '../../components/composer';
import { MessageBubble } from '../../components/message-bubble';
import { dayLabel } from '../../lib/format';
import { ChannelImage } from './channel-image';

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * An open channel: its card and actions by role (members, edit, leave, delete), the messages with
 * each sender's name and day separators (older ones on scrolling up), and chat's composer. An
 * outsider of a public channel sees its summary and a Join button instead.
 */
export function ChannelThread({
  channel,
  messages,
  viewerId,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onSend,
  onJoin,
  joining,
  onMembers,
  onEdit,
  onLeave,
  onDelete,
}: {
  channel: ChannelDetails;
  messages: ChatMessage[];
  viewerId: number;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onSend: Parameters<typeof Composer>[0]['onSend'];
  onJoin: () => void;
  joining: boolean;
  onMembers: () => void;
  onEdit: () => void;
  onLeave: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const names = new Map((channel.members ?? []).map((m) => [m.user.id, m.user.name]));
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  const previous = useRef<{ firstId?: number; lastId?: number; height: number }>({ height: 0 });

  // New messages at the end scroll there; older ones above keep the place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = previous.current;
    if (firstId !== before.firstId && lastId === before.lastId && before.lastId !== undefined) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (lastId !== before.lastId) {
      box.scrollTop = box.scrollHeight;
    }
    previous.current = { firstId, lastId, height: box.scrollHeight };
  }, [firstId, lastId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the channel's change matters.
  useEffect(() => {
    previous.current = { height: 0 };
  }, [channel.id]);

  const manager = channel.role === 'owner' || channel.role === 'admin';
  const iconButton =
    'grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <section
      aria-label={t('channels.thread.label', { name: channel.name })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <Link to="/chat/channels" className={`${iconButton} lg:hidden`}>
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{t('channels.thread.back')}</span>
        </Link>
        <ChannelImage src={channel.image} className="size-10" />
        <span className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1 text-base font-bold text-slate-900">
            <span className="truncate" dir="auto">
              {channel.name}
            </span>
            {channel.visibility === 'private' && (
              <Lock className="size-4 shrink-0 text-slate-500" aria-label={t('channels.private')} />
            )}
          </h2>
          <p className="truncate text-xs text-slate-600">
            {t('channels.members-count', {
              count: channel.members_count,
              formatted: new Intl.NumberFormat(i18n.language).format(channel.members_count),
            })}
            {channel.role && ` · ${t(`channels.roles.${channel.role}`)}`}
          </p>
        </span>
        {channel.role && (
          <button
            type="button"
            onClick={onMembers}
            className={iconButton}
            title={t('channels.thread.members')}
          >
            <Users className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('channels.thread.members')}</span>
          </button>
        )}
        {manager && (
          <button
            type="button"
            onClick={onEdit}
            className={iconButton}
            title={t('channels.thread.edit')}
          >
            <Pencil className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('channels.thread.edit')}</span>
          </button>
        )}
        {channel.role && channel.role !== 'owner' && (
          <button
            type="button"
            onClick={onLeave}
            className={iconButton}
            title={t('channels.thread.leave')}
          >
            <DoorOpen className="size-5 rtl:-scale-x-100" aria-hidden="true" />
            <span className="sr-only">{t('channels.thread.leave')}</span>
          </button>
        )}
        {channel.role === 'owner' && (
          <button
            type="button"
            onClick={onDelete}
            className={`${iconButton} text-red-700`}
            title={t('channels.thread.delete')}
          >
            <Trash2 className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('channels.thread.delete')}</span>
          </button>
        )}
      </header>
      {channel.description && (
        <p
          className="border-b border-slate-100 bg-white px-4 py-2 text-sm text-slate-700"
          dir="auto"
        >
          {channel.description}
        </p>
      )}
      {!channel.role ? (
        <div className="grid flex-1 place-items-center bg-slate-50 p-6 text-center">
          <div>
            <p className="text-sm text-slate-700">{t('channels.thread.join-to-read')}</p>
            <Button className="mt-3" onClick={onJoin} disabled={joining}>
              {t('channels.directory.join')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <div
            ref={scroller}
            onScroll={(event) => {
              if (event.currentTarget.scrollTop < 80 && hasOlder && !loadingOlder) onLoadOlder();
            }}
            data-testid="channel-messages"
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3"
          >
            {loadingOlder && (
              <p className="py-2 text-center text-xs text-slate-500">{t('thread.loading-older')}</p>
            )}
            {loading ? (
              <p className="py-10 text-center text-sm text-slate-500">{t('thread.loading')}</p>
            ) : messages.length === 0 ? (
              <p className="py-10 text-center text-sm text-slate-500">
                {t('channels.thread.empty')}
              </p>
            ) : (
              <ol className="space-y-2" aria-label={t('thread.messages')}>
                {messages.map((message, i) => {
                  const newDay =
                    i === 0 || dayOf(messages[i - 1]!.created_at) !== dayOf(message.created_at);
                  const mine = message.sender_id === viewerId;
                  const showName =
                    !mine && (newDay || messages[i - 1]!.sender_id !== message.sender_id);
                  const name = names.get(message.sender_id) ?? t('channels.thread.former-member');
                  return (
                    <Fragment key={message.id}>
                      {newDay && (
                        <li className="flex justify-center py-1">
                          <span className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-600 shadow-sm">
                            {dayLabel(message.created_at, i18n.language, t)}
                          </span>
                        </li>
                      )}
                      {showName && (
                        <li className="px-1 pt-1 text-xs font-semibold text-brand-800">
                          <span dir="auto">{name}</span>
                        </li>
                      )}
                      <MessageBubble message={message} mine={mine} otherName={name} />
                    </Fragment>
                  );
                })}
              </ol>
            )}
          </div>
          <Composer onSend={onSend} onTyping={() => {}} />
        </>
      )}
    </section>
  );
}
