import type { ChatContextType } from '@souq/contract';
import { room } from '@souq/contract/realtime';
import { href, webPaths } from '@souq/contract/web-paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getErrorMessage } from '../../../lib/api/errors';
import {
  type RealtimeSocket,
  useRealtimeEvents,
  useRealtimeRoom,
  useRealtimeRooms,
  useRealtimeSocket,
} from '../../../lib/realtime';
import { fetchCallSettings } from '../api/get-call-settings';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { useMyChatInfo } from '../api/get-my-info';
import { useReadConversation } from '../api/read-conversation';
import { useSendMessage } from '../api/send-message';
import { useStartConversation } from '../api/start-conversation';
import { startCall, useCallStore } from './call-store';
import { setOpenThread } from './open-thread';
import { positiveId, useReadWhenSeen, useSendTo, useThreadMessages } from './use-thread';

const CONTEXT_TYPES: readonly string[] = ['ad', 'job', 'auction'];
const TYPING_SHOWN_MS = 3500;

/**
 * What `/chat` shows: the conversations (their people's presence live), the open one (`?c=`)
 * with its messages (read as they are seen), typing and calls; `?with=<user>&about=&item=`
 * opens (or finds) the conversation with that person about that item first.
 */
export function useChatPage() {
  const [params] = useSearchParams();
  const selectedId = positiveId(params.get('c'));
  const withUser = positiveId(params.get('with'));
  const viewerId = useMyChatInfo().data?.user.id ?? null;
  const socket = useRealtimeSocket();
  const list = useConversations();
  const conversations = useMemo(() => list.data?.pages.flatMap((p) => p.data) ?? [], [list.data]);
  const conversation = useConversation(selectedId);
  const thread = useThreadMessages(useMessages(selectedId), viewerId ?? 0);
  const startError = useStartFromLink(
    withUser,
    params.get('about'),
    positiveId(params.get('item')),
  );

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

  const read = useReadConversation();
  useReadWhenSeen(selectedId, thread.messages, viewerId, read.mutate);
  const send = useSendMessage();
  const onSend = useSendTo(selectedId, (conversationId, message) =>
    send.mutateAsync({ conversationId, ...message }),
  );
  const queryClient = useQueryClient();
  const callPhase = useCallStore((s) => s.phase);
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

  return {
    selectedId,
    withUser,
    startError,
    viewerId,
    list,
    conversations,
    conversation,
    thread,
    typing: useTyping(socket, selectedId),
    onSend,
    onTyping: () => {
      if (selectedId) socket?.emit('typing', { conversation_id: selectedId });
    },
    onCall,
    callBusy: !socket || (callPhase !== 'idle' && callPhase !== 'ended'),
  };
}

/** "Chat with the seller": opens (or finds) the conversation, then shows it. */
function useStartFromLink(withUser: number | null, about: string | null, item: number | null) {
  const navigate = useNavigate();
  const start = useStartConversation();
  const [startError, setStartError] = useState<string | null>(null);
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
  return startError;
}

/** Someone typing in the open thread: shown for a moment, or until their message arrives. */
function useTyping(socket: RealtimeSocket | null, conversationId: number | null): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useRealtimeEvents(conversationId ? socket : null, {
    typing: (event) => {
      if (event.conversation_id !== conversationId) return;
      setTyping(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    },
    'message:new': () => setTyping(false),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new thread starts quiet.
  useEffect(() => {
    return () => {
      clearTimeout(timer.current);
      setTyping(false);
    };
  }, [socket, conversationId]);
  return typing;
}
