import type { ChatMessage, Conversation } from '@souq/contract';
import { ArrowDown, ArrowLeft, Phone } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { dayLabel } from '../lib/format';
import { Composer } from './composer';
import { ContextCard } from './context-card';
import { MessageBubble } from './message-bubble';

const NEAR_BOTTOM_PX = 120;
const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * One conversation: the other person (online, typing), the item card, the messages with day
 * separators (older ones load on scrolling up, keeping the place), jump to latest, the composer.
 */
export function Thread({
  conversation,
  messages,
  viewerId,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  typing,
  onSend,
  onTyping,
  onCall,
  callDisabled,
}: {
  conversation: Conversation;
  messages: ChatMessage[];
  viewerId: number;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  typing: boolean;
  onSend: Parameters<typeof Composer>[0]['onSend'];
  onTyping: () => void;
  onCall: () => void;
  callDisabled: boolean;
}) {
  const { t, i18n } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const previous = useRef<{ firstId?: number; lastId?: number; height: number; top: number }>({
    height: 0,
    top: 0,
  });

  const scrollToEnd = useCallback((smooth = false) => {
    const box = scroller.current;
    if (box) box.scrollTo({ top: box.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
    setUnseen(0);
  }, []);

  // Older messages put above keep what was on screen in place; a new one at the end scrolls
  // there when the reader was at the end (or wrote it), else counts for "jump to latest".
  useLayoutEffect(() => {
    const box = scroller.current;
    const before = previous.current;
    if (box) {
      if (before.lastId === undefined) {
        box.scrollTop = box.scrollHeight;
      } else if (firstId !== before.firstId && lastId === before.lastId) {
        box.scrollTop = before.top + (box.scrollHeight - before.height);
      } else if (lastId !== before.lastId) {
        const mine = messages.at(-1)?.sender_id === viewerId;
        if (atBottom || mine) box.scrollTop = box.scrollHeight;
        else setUnseen((n) => n + 1);
      }
      previous.current = { firstId, lastId, height: box.scrollHeight, top: box.scrollTop };
    }
  }, [firstId, lastId, messages, viewerId, atBottom]);

  // A picture that finishes loading at the end keeps a reader who was at the end there.
  const atBottomRef = useRef(atBottom);
  atBottomRef.current = atBottom;
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const onLoad = () => {
      if (atBottomRef.current) box.scrollTop = box.scrollHeight;
    };
    box.addEventListener('load', onLoad, true);
    return () => box.removeEventListener('load', onLoad, true);
  }, []);

  // A new conversation starts at its end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the conversation's change matters.
  useEffect(() => {
    previous.current = { height: 0, top: 0 };
    setUnseen(0);
    setAtBottom(true);
  }, [conversation.id]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    previous.current = { ...previous.current, height: box.scrollHeight, top: box.scrollTop };
    const bottom = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    setAtBottom(bottom);
    if (bottom) setUnseen(0);
    if (box.scrollTop < 80 && hasOlder && !loadingOlder) onLoadOlder();
  };

  const other = conversation.other_user;
  return (
    <section
      aria-label={t('thread.label', { name: other.name })}
      className="flex h-full min-h-0 flex-col"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 bg-white px-3 py-2">
        <Link
          to="/chat"
          className="grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100 lg:hidden"
        >
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          <span className="sr-only">{t('thread.back')}</span>
        </Link>
        <span className="relative shrink-0">
          <Avatar src={other.photo} alt="" className="size-10" />
          {conversation.online && (
            <span className="absolute bottom-0 end-0 size-3 rounded-full bg-emerald-500 ring-2 ring-white" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <h2 className="truncate text-base font-bold text-slate-900" dir="auto">
            {other.name}
          </h2>
          <p className="text-xs text-slate-500" aria-live="polite">
            {typing ? (
              <span className="font-medium text-brand-700">{t('thread.typing')}</span>
            ) : conversation.online ? (
              t('thread.online')
            ) : (
              t('thread.offline')
            )}
          </p>
        </span>
        <button
          type="button"
          onClick={onCall}
          disabled={callDisabled}
          className="grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-slate-300"
        >
          <Phone className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('thread.call', { name: other.name })}</span>
        </button>
      </header>
      {conversation.context && <ContextCard context={conversation.context} />}
      <div className="relative min-h-0 flex-1">
        <div
          ref={scroller}
          onScroll={onScroll}
          data-testid="chat-messages"
          className="h-full overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3"
        >
          {loadingOlder && (
            <p className="py-2 text-center text-xs text-slate-500">{t('thread.loading-older')}</p>
          )}
          {!hasOlder && !loading && messages.length > 0 && (
            <p className="py-2 text-center text-xs text-slate-500">{t('thread.start')}</p>
          )}
          {loading ? (
            <p className="py-10 text-center text-sm text-slate-500">{t('thread.loading')}</p>
          ) : messages.length === 0 ? (
            <p className="py-10 text-center text-sm text-slate-500">
              {t('thread.empty', { name: other.name })}
            </p>
          ) : (
            <ol className="space-y-2" aria-label={t('thread.messages')}>
              {messages.map((message, i) => {
                const newDay =
                  i === 0 || dayOf(messages[i - 1]!.created_at) !== dayOf(message.created_at);
                return (
                  <Fragment key={message.id}>
                    {newDay && (
                      <li className="flex justify-center py-1" aria-hidden={false}>
                        <span className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-600 shadow-sm">
                          {dayLabel(message.created_at, i18n.language, t)}
                        </span>
                      </li>
                    )}
                    <MessageBubble
                      message={message}
                      mine={message.sender_id === viewerId}
                      otherName={other.name}
                    />
                  </Fragment>
                );
              })}
            </ol>
          )}
        </div>
        {!atBottom && (
          <button
            type="button"
            onClick={() => scrollToEnd(true)}
            className="absolute bottom-3 end-3 flex items-center gap-1 rounded-full bg-white px-3 py-2 text-sm font-semibold text-brand-700 shadow-lg ring-1 ring-slate-200 hover:bg-brand-50"
          >
            <ArrowDown className="size-4" aria-hidden="true" />
            {unseen > 0 ? t('thread.new-messages', { count: unseen }) : t('thread.jump-latest')}
          </button>
        )}
      </div>
      <Composer
        disabled={conversation.blocked}
        disabledReason={t('thread.blocked')}
        onSend={onSend}
        onTyping={onTyping}
      />
    </section>
  );
}
