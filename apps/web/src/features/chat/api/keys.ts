import type { ChatInfo, ChatMessage, Conversation, ReadReceipt } from '@souq/contract';
import type { QueryClient } from '@tanstack/react-query';
import { appendToThread, mapThread, updateListItem } from './cache';

/** Every query of the chat area starts with `chat`. */
export const chatKeys = {
  all: ['chat'] as const,
  info: () => ['chat', 'info'] as const,
  conversations: () => ['chat', 'conversations'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  messages: (id: number) => ['chat', 'messages', id] as const,
  attachment: (url: string) => ['chat', 'attachment', url] as const,
  callSettings: () => ['chat', 'call-settings'] as const,
};

/** Changes one conversation wherever it is cached (the list and its own query). */
export function updateCachedConversation(
  queryClient: QueryClient,
  id: number,
  change: (conversation: Conversation) => Conversation,
): void {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(id), (old) =>
    old ? change(old) : old,
  );
  updateListItem(queryClient, chatKeys.conversations(), id, change);
}

/** Adds a message to its open thread's cache (once, whoever sent it). */
export function appendCachedMessage(queryClient: QueryClient, message: ChatMessage): void {
  appendToThread(queryClient, chatKeys.messages(message.conversation_id), message);
}

/** A read receipt: the reader's partner sees "read" on every message up to the mark. */
export function applyReadReceipt(queryClient: QueryClient, receipt: ReadReceipt): void {
  const mark = receipt.last_read_message_id ?? 0;
  const readOne = (m: ChatMessage): ChatMessage =>
    m.sender_id !== receipt.user_id && m.id <= mark && !m.read_at
      ? { ...m, read_at: receipt.read_at }
      : m;
  mapThread(queryClient, chatKeys.messages(receipt.conversation_id), readOne);
  updateCachedConversation(queryClient, receipt.conversation_id, (c) => ({
    ...c,
    last_message: c.last_message ? readOne(c.last_message) : null,
  }));
}

/** The header's unread total, moved without a request. */
export function setUnreadTotal(queryClient: QueryClient, unreadTotal: number): void {
  queryClient.setQueryData<ChatInfo>(chatKeys.info(), (old) =>
    old ? { ...old, unread_total: Math.max(0, unreadTotal) } : old,
  );
}
