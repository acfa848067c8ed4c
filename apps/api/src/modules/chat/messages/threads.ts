import type { MessagesPage, ReadReceipt } from '@souq/contract';
import { CHAT_MESSAGES_PAGE } from '@souq/contract/limits';
import type { Database } from '../../../db/client.ts';
import { type MessageView, presentMessage } from './messages.presenter.ts';
import * as repo from './messages.repository.ts';

// What a thread is, for conversations and channels alike (a channel is a conversation).

/** A page of a thread (30 before `beforeId`, the newest without it), oldest first. */
export const threadPage = async (
  db: Database,
  conversationId: number,
  beforeId: number | undefined,
  view: MessageView,
): Promise<MessagesPage> => {
  const [rows, marks] = await Promise.all([
    repo.listMessages(db, { conversationId, beforeId, limit: CHAT_MESSAGES_PAGE + 1 }),
    repo.readMarksOf(db, conversationId),
  ]);
  const hasMore = rows.length > CHAT_MESSAGES_PAGE;
  const page = rows.slice(0, CHAT_MESSAGES_PAGE).reverse();
  return {
    data: page.map((row) => presentMessage(row, marks, view)),
    meta: { has_more: hasMore, next_before_id: hasMore ? Number(page[0]!.id) : null },
  };
};

/**
 * Marks the thread read by `userId` up to its newest message (never moving the mark back);
 * undefined when they are not in it. `moved`: whether the mark moved (others are told then).
 */
export const markThreadRead = async (
  db: Database,
  conversationId: number,
  userId: number,
): Promise<{ receipt: ReadReceipt; moved: boolean } | undefined> => {
  const mark = await repo.markRead(db, { conversationId, userId });
  if (!mark) return undefined;
  return {
    receipt: {
      conversation_id: conversationId,
      user_id: userId,
      last_read_message_id: mark.lastReadId,
      read_at: mark.lastReadAt.toISOString(),
    },
    moved: mark.moved,
  };
};
