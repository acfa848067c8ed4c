import type { ChatMessage, MessagesPage, ReadReceipt, SendMessageBody } from '@souq/contract';
import { CHAT_MESSAGES_PAGE } from '@souq/contract/limits';
import type { Database } from '../../../db/client.ts';
import type { Media } from '../../../media/media.ts';
import {
  notifying,
  presentInRoom,
  readConversationNotifications,
} from '../../notifications/notify.ts';
import { attachmentNotFound, chatBlocked, conversationNotFound } from '../chat.errors.ts';
import type { ChatRealtime } from '../chat.realtime.ts';
import { conversationRoom } from '../chat.realtime.ts';
import type { ChatView } from '../chat.view.ts';
import {
  blockedBetween,
  memberIdsOf,
  unreadTotal,
} from '../conversations/conversations.repository.ts';
import {
  discardAttachment,
  readPrivate,
  type StoredAttachment,
  servedKey,
  storeAttachment,
} from './attachments.ts';
import { presentMessage } from './messages.presenter.ts';
import * as repo from './messages.repository.ts';

/** The members of a conversation `userId` is in; 404 otherwise (its existence is not told). */
const membersFor = async (db: Database, conversationId: number, userId: number) => {
  const members = await memberIdsOf(db, conversationId);
  if (!members.includes(userId)) throw conversationNotFound();
  return members;
};

/** A page of a thread (30 before `beforeId`, the newest without it), oldest first. */
export const listThread = async ({
  db,
  userId,
  conversationId,
  beforeId,
  view,
}: {
  db: Database;
  userId: number;
  conversationId: number;
  beforeId?: number;
  view: ChatView;
}): Promise<MessagesPage> => {
  await membersFor(db, conversationId, userId);
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
 * Stores a message (and its message) and pushes `message:new` to every socket of both members,
 * through their `user:` rooms (every device, every instance).
 */
export const postMessage = async ({
  db,
  realtime,
  members,
  values,
  view,
}: {
  db: Database;
  realtime: ChatRealtime;
  members: readonly number[];
  values: repo.NewMessage;
  view: ChatView;
}): Promise<ChatMessage> => {
  // Told only to members whose thread is not open right now (no socket in its room).
  const away = members.filter((m) => m !== values.senderId);
  const present = await presentInRoom(db, conversationRoom(values.conversationId), away);
  const row = await notifying(db, async (tx, notify) => {
    const inserted = await repo.insertMessage(tx, values);
    for (const m of away.filter((id) => !present.has(id))) {
      await notify({
        type: 'chat.message',
        recipientId: m,
        actorId: values.senderId,
        conversationId: values.conversationId,
        foldKey: `conversation:${values.conversationId}`,
      });
    }
    return inserted;
  });
  const marks = await repo.readMarksOf(db, values.conversationId);
  const message = presentMessage(row, marks, view);
  realtime.toUsers(members, 'message:new', {
    conversation_id: values.conversationId,
    message,
  });
  return message;
};

/**
 * Sends text and/or one attachment as `userId`. 404 outside the conversation; 403 when either
 * member blocked the other; 415/413 for an attachment of another type or too large.
 */
export const sendMessage = async ({
  db,
  media,
  realtime,
  userId,
  input,
  view,
}: {
  db: Database;
  media: Media;
  realtime: ChatRealtime;
  userId: number;
  input: SendMessageBody;
  view: ChatView;
}): Promise<ChatMessage> => {
  const conversationId = input.conversation_id;
  const members = await membersFor(db, conversationId, userId);
  for (const other of members) {
    if (other !== userId && (await blockedBetween(db, userId, other))) throw chatBlocked();
  }
  let stored: StoredAttachment | null = null;
  if (input.attachment)
    stored = await storeAttachment(media, input.attachment, input.attachment_name);
  try {
    return await postMessage({
      db,
      realtime,
      members,
      view,
      values: {
        conversationId,
        senderId: userId,
        kind: 'text',
        body: input.body ?? '',
        attachmentKey: stored?.key ?? null,
        attachmentType: stored?.type ?? null,
        attachmentName: stored?.name ?? null,
        attachmentMime: stored?.mime ?? null,
        attachmentSize: stored?.size ?? null,
      },
    });
  } catch (error) {
    if (stored) await discardAttachment(media, stored);
    throw error;
  }
};

/**
 * Marks the conversation read by `userId` up to its newest message; when that moved the mark,
 * both members hear `message:read` (the sender's ticks turn to "read").
 */
export const readConversation = async ({
  db,
  realtime,
  userId,
  conversationId,
}: {
  db: Database;
  realtime: ChatRealtime;
  userId: number;
  conversationId: number;
}): Promise<ReadReceipt & { unread_total: number }> => {
  const members = await membersFor(db, conversationId, userId);
  const mark = await repo.markRead(db, { conversationId, userId });
  if (!mark) throw conversationNotFound();
  const receipt: ReadReceipt = {
    conversation_id: conversationId,
    user_id: userId,
    last_read_message_id: mark.lastReadId,
    read_at: mark.lastReadAt.toISOString(),
  };
  if (mark.moved) realtime.toUsers(members, 'message:read', receipt);
  await readConversationNotifications(db, { userId, conversationId });
  return { ...receipt, unread_total: await unreadTotal(db, userId) };
};

/** The stored file of a message, for a member of its conversation only (404 for anyone else). */
export const openAttachment = async ({
  db,
  media,
  userId,
  messageId,
  size,
}: {
  db: Database;
  media: Media;
  userId: number;
  messageId: number;
  size: 'full' | 'thumb';
}) => {
  const found = await repo.findMessageFor(db, messageId, userId);
  const message = found?.message;
  if (!found?.member || !message?.attachmentKey || !message.attachmentType) {
    throw attachmentNotFound();
  }
  const key = servedKey({ key: message.attachmentKey, type: message.attachmentType }, size);
  const object = await readPrivate(media, key);
  if (!object) throw attachmentNotFound();
  return {
    ...object,
    type: message.attachmentType,
    mime:
      message.attachmentType === 'image'
        ? 'image/webp'
        : (message.attachmentMime ?? 'application/octet-stream'),
    name: message.attachmentName ?? 'file',
  };
};
