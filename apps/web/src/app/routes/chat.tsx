import type { ChatContextType, TypingEvent } from '@souq/contract';
import { room } from '@souq/contract/realtime';
import { href, webPaths } from '@souq/contract/web-paths';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { fetchCallSettings } from '../../features/chat/api/get-call-settings';
import { useConversation } from '../../features/chat/api/get-conversation';
import { useConversations } from '../../features/chat/api/get-conversations';
import { useMessages } from '../../features/chat/api/get-messages';
import { useMyChatInfo } from '../../features/chat/api/get-my-info';
import { useReadConversation } from '../../features/chat/api/read-conversation';
import { useSendMessage } from '../../features/chat/api/send-message';
import { useStartConversation } from '../../features/chat/api/start-conversation';
import { ChatTabs } from '../../features/chat/components/chat-tabs';
import { ConversationList } from '../../features/chat/components/conversation-list';
import { Thread } from '../../features/chat/components/thread';
import { startCall, useCallStore } from '../../features/chat/lib/call-store';
import { setOpenThread } from '../../features/chat/lib/open-thread';
import { getErrorMessage } from '../../lib/api/errors';
import { useRealtimeRoom, useRealtimeRooms, useRealtimeSocket } from '../../lib/realtime';
import { useDocumentTitle } from '../../lib/use-document-title';

const CONTEXT_TYPES: readonly string[] = ['ad', 'job', 'auction'];
const TYPING_SHOWN_MS = 3500;
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * `/chat`: the conversations and the open thread, side by side on wide screens, one at a time on
 * phones. `/chat?with=<user>&about=ad&item=<id>` (the ad page's "Chat with the seller") opens the
 * conversation with that person about that item.
 */
export default function ChatRoute() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selectedId = positive(params.get('c'));
  const withUser = positive(params.get('with'));
  const about = params.get('about');
  const item = positive(params.get('item'));

  const info = useMyChatInfo();
  const viewerId = info.data?.user.id ?? null;
  const socket = useRealtimeSocket();
  const list = useConversations();
  const conversations = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const conversation = useConversation(selectedId);
  const thread = useMessages(selectedId);
  const messages = useMemo(
    () => [...(thread.data?.pages ?? [])].reverse().flatMap((p) => p.data),
    [thread.data],
  );
  const send = useSendMessage();
  const read = useReadConversation();
  const start = useStartConversation();
  const callPhase = useCallStore((s) => s.phase);
  const [startError, setStartError] = useState<string | null>(null);

  // "Chat with the seller": open (or find) the conversation, then show it.
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!withUser) return;
    const key = `${withUser}:${about}:${item}`;
    if (started.current === key) return;
    started.current = key;
    const context =
      about && CONTEXT_TYPES.includes(about) && item
        ? { context_type: about as ChatContextType, context_id: item }
        : {};
    start.mutate(
      { user_id: withUser, ...context },
      {
        onSuccess: (c) => navigate(href(webPaths.chat, { c: c.id }), { replace: true }),
        onError: (error) => setStartError(getErrorMessage(error)),
      },
    );
  }, [withUser, about, item, start, navigate]);

  useRealtimeRoom(socket, selectedId ? room('conversation', selectedId) : null);
  useRealtimeRooms(
    socket,
    conversations.map((c) => room('presence', c.other_user.id)),
  );

  // The open thread: the message sound stays quiet for it.
  useEffect(() => {
    setOpenThread(selectedId);
    return () => setOpenThread(null);
  }, [selectedId]);

  // Someone typing in the open thread.
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!socket || !selectedId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (event: TypingEvent) => {
      if (event.conversation_id !== selectedId) return;
      setTyping(true);
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    };
    const onMessage = () => setTyping(false);
    socket.on('typing', onTyping);
    socket.on('message:new', onMessage);
    return () => {
      clearTimeout(timer);
      setTyping(false);
      socket.off('typing', onTyping);
      socket.off('message:new', onMessage);
    };
  }, [socket, selectedId]);

  // Read receipts: an open, visible thread with a message of the other person not yet read.
  const lastFromOther = [...messages].reverse().find((m) => m.sender_id !== viewerId);
  const readUpTo = useRef(new Map<number, number>());
  const markRead = useCallback(() => {
    if (!selectedId || !lastFromOther || document.visibilityState !== 'visible') return;
    if ((readUpTo.current.get(selectedId) ?? 0) >= lastFromOther.id) return;
    readUpTo.current.set(selectedId, lastFromOther.id);
    read.mutate(selectedId);
  }, [selectedId, lastFromOther, read]);
  useEffect(() => {
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);

  const onSend = useCallback(
    async ({
      body,
      file,
      onProgress,
    }: {
      body: string;
      file: File | null;
      onProgress: (f: number) => void;
    }) => {
      if (!selectedId) return;
      try {
        await send.mutateAsync({ conversationId: selectedId, body, file, onProgress });
      } catch (error) {
        throw new Error(getErrorMessage(error));
      }
    },
    [selectedId, send],
  );

  const onCall = () => {
    const c = conversation.data;
    if (!socket || !c) return;
    void startCall({
      socket,
      conversationId: c.id,
      peer: c.other_user,
      iceServers: async () => (await fetchCallSettings(queryClient)).ice_servers as RTCIceServer[],
    });
  };

  const listPane = (
    <aside
      aria-label={t('conversations')}
      className={`min-h-0 flex-col overflow-y-auto border-slate-200 bg-white lg:flex lg:border-e ${
        selectedId ? 'hidden' : 'flex'
      }`}
    >
      <ChatTabs />
      <h2 className="border-b border-slate-100 px-4 py-3 text-sm font-bold text-slate-900">
        {t('conversations')}
      </h2>
      {list.isPending || viewerId === null ? (
        <p className="p-4 text-sm text-slate-500">{t('list.loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="p-4 text-sm text-red-700">
          {getErrorMessage(list.error)}
        </p>
      ) : (
        <ConversationList
          conversations={conversations}
          selectedId={selectedId}
          viewerId={viewerId}
          hasMore={Boolean(list.hasNextPage)}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      )}
    </aside>
  );

  let threadPane: React.ReactNode;
  if (selectedId && conversation.data && viewerId !== null) {
    threadPane = (
      <Thread
        conversation={conversation.data}
        messages={messages}
        viewerId={viewerId}
        loading={thread.isPending}
        hasOlder={Boolean(thread.hasNextPage)}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
        typing={typing}
        onSend={onSend}
        onTyping={() => socket?.emit('typing', { conversation_id: selectedId })}
        onCall={onCall}
        callDisabled={
          !socket || conversation.data.blocked || (callPhase !== 'idle' && callPhase !== 'ended')
        }
      />
    );
  } else if (selectedId && conversation.isError) {
    threadPane = (
      <div className="grid h-full place-items-center p-6">
        <EmptyState
          icon={MessageCircle}
          title={t('not-found-title')}
          description={getErrorMessage(conversation.error)}
          action={
            <Button to={webPaths.chat} variant="outline">
              {t('back-to-list')}
            </Button>
          }
        />
      </div>
    );
  } else if (selectedId || (withUser && !startError)) {
    threadPane = <p className="p-6 text-center text-sm text-slate-500">{t('thread.loading')}</p>;
  } else {
    threadPane = (
      <div className="grid h-full place-items-center p-6">
        <EmptyState
          icon={MessageCircle}
          title={startError ? t('start-failed') : t('empty-title')}
          description={startError ?? t('empty-description')}
          action={
            <Button to={webPaths.ads} variant="outline">
              {t('browse-ads')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-[1400px]">
      <h1 className="sr-only">{t('title')}</h1>
      <div className="grid h-[calc(100dvh-8rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[22rem_1fr]">
        {listPane}
        <div className={`min-h-0 min-w-0 ${selectedId || withUser ? 'block' : 'hidden lg:block'}`}>
          {threadPane}
        </div>
      </div>
    </section>
  );
}
