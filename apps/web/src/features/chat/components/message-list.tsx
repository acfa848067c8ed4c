import type { ChatMessage } from '@souq/contract';
import { ArrowDown } from 'lucide-react';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../lib/format';
import { MessageBubble } from './message-bubble';

const NEAR_BOTTOM_PX = 120;
const dayOf = (iso: string) => new Date(iso).toDateString();

/** A thread's messages as its list shows them, and how older ones load. */
export interface ThreadMessages {
  messages: ChatMessage[];
  viewerId: number;
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

export interface MessageListProps extends ThreadMessages {
  /** The conversation or channel: a new one starts at its end. */
  threadKey: string;
  /** The name a message's sender goes by (the other person, a channel member). */
  nameOf: (senderId: number) => string;
  /** Group threads name each run of another person's messages. */
  showNames?: boolean;
  emptyText: string;
  /** Said above the oldest message once nothing older is left. */
  startText?: string;
  testId: string;
}

/**
 * The messages of a conversation or a channel with day separators: older ones load on scrolling
 * up, keeping the place; a new one at the end scrolls there when the reader was at the end (or
 * wrote it), else counts for "jump to latest".
 */
export function MessageList(props: MessageListProps) {
  const { messages, loading, hasOlder, loadingOlder, onLoadOlder, testId } = props;
  const { t } = useTranslation('chat');
  const { scroller, atBottom, unseen, scrollToEnd, onScroll } = useThreadScroll(props);
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={() => onScroll(hasOlder && !loadingOlder ? onLoadOlder : undefined)}
        data-testid={testId}
        className="h-full overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3"
      >
        {loadingOlder && (
          <p className="py-2 text-center text-xs text-slate-500">{t('thread.loading-older')}</p>
        )}
        {props.startText && !hasOlder && !loading && messages.length > 0 && (
          <p className="py-2 text-center text-xs text-slate-500">{props.startText}</p>
        )}
        {loading ? (
          <p className="py-10 text-center text-sm text-slate-500">{t('thread.loading')}</p>
        ) : messages.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500">{props.emptyText}</p>
        ) : (
          <Messages {...props} />
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
  );
}

function Messages({ messages, viewerId, nameOf, showNames }: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  return (
    <ol className="space-y-2" aria-label={t('thread.messages')}>
      {messages.map((message, i) => {
        const previous = messages[i - 1];
        const newDay = !previous || dayOf(previous.created_at) !== dayOf(message.created_at);
        const mine = message.sender_id === viewerId;
        const named = showNames && !mine && (newDay || previous?.sender_id !== message.sender_id);
        const name = nameOf(message.sender_id);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <li className="flex justify-center py-1">
                <span className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-600 shadow-sm">
                  {dayLabel(message.created_at, i18n.language, t)}
                </span>
              </li>
            )}
            {named && (
              <li className="px-1 pt-1 text-xs font-semibold text-brand-800">
                <span dir="auto">{name}</span>
              </li>
            )}
            <MessageBubble message={message} mine={mine} otherName={name} />
          </Fragment>
        );
      })}
    </ol>
  );
}

/** Where the reader is in the thread, kept across older pages, new messages and pictures. */
function useThreadScroll({ threadKey, messages, viewerId }: MessageListProps) {
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

  useLayoutEffect(() => {
    const box = scroller.current;
    const before = previous.current;
    if (!box) return;
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the thread's change matters.
  useEffect(() => {
    previous.current = { height: 0, top: 0 };
    setUnseen(0);
    setAtBottom(true);
  }, [threadKey]);

  const onScroll = (loadOlder?: () => void) => {
    const box = scroller.current;
    if (!box) return;
    previous.current = { ...previous.current, height: box.scrollHeight, top: box.scrollTop };
    const bottom = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    setAtBottom(bottom);
    if (bottom) setUnseen(0);
    if (box.scrollTop < 80) loadOlder?.();
  };

  return { scroller, atBottom, unseen, scrollToEnd, onScroll };
}
