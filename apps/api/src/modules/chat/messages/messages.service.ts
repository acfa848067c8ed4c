import type {
  AttachmentQuery,
  ChatMessage,
  ListMessagesQuery,
  ReadReceipt,
  SendMessageBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../http/request-view.ts';
import type { Media } from '../../../media/media.ts';
import {
  notifying,
  presentInRoom,
  readConversationNotifications,
} from '../../notifications/notify.ts';
import { attachmentNotFound, chatBlocked, conversationNotFound } from '../chat.errors.ts';
import { type ChatRealtime, chatRealtimeOf, conversationRoom } from '../chat.realtime.ts';
import {
  blockedBetween,
  memberIdsOf,
  unreadTotal,
} from '../conversations/conversations.repository.ts';
import { readPrivate, servedKey } from './attachments.ts';
import { type MessageView, presentMessage } from './messages.presenter.ts';
import * as repo from './messages.repository.ts';
import { sendWithAttachment } from './send-pipeline.ts';
import { markThreadRead, threadPage } from './threads.ts';

export type ChatDeps = Pick<FastifyInstance, 'db' | 'media' | 'io' | 'log'>;

/**
 * A conversation's messages, bound once to the app: each operation takes the signed-in caller
 * first. `post` is for chat's own services (a missed call is a message too).
 */
export const createMessagesService = (app: ChatDeps, realtime = chatRealtimeOf(app)) => {
  const { db, media } = app;
  return {
    thread: async (actor: Actor, conversationId: number, query: ListMessagesQuery) => {
      await membersFor(db, conversationId, actor.userId);
      return threadPage(db, conversationId, query.before_id, actor);
    },
    send: (actor: Actor, input: SendMessageBody) => sendMessage(app, realtime, actor, input),
    read: (actor: Actor, conversationId: number) =>
      readConversation(db, realtime, actor.userId, conversationId),
    attachment: (actor: Actor, messageId: number, { size }: AttachmentQuery) =>
      openAttachment(db, media, actor.userId, messageId, size),
    post: (members: readonly number[], values: repo.NewMessage, view: MessageView) =>
      postMessage(db, realtime, members, values, view),
    /**
     * A missed call from `values.senderId`, in one transaction with `claim` (the call's own
     * write): folded into the newest message when that is an unread missed call of theirs,
     * else a new one. Nothing is written, and null answered, when `claim` answers false.
     */
    postMissedCall: (
      members: readonly number[],
      values: Pick<repo.NewMessage, 'conversationId' | 'senderId'>,
      view: MessageView,
      claim: (tx: Database) => Promise<boolean>,
    ) =>
      postIfClaimed(db, realtime, members, { ...values, kind: 'missed_call', body: '' }, view, {
        claim,
        store: async (tx, message) =>
          (await repo.foldMissedCall(tx, {
            conversationId: message.conversationId,
            callerId: message.senderId,
          })) ?? repo.insertMessage(tx, message),
      }),
  };
};

export type MessagesService = ReturnType<typeof createMessagesService>;

/** The members of a conversation `userId` is in; 404 otherwise (its existence is not told). */
const membersFor = async (db: Database, conversationId: number, userId: number) => {
  const members = await memberIdsOf(db, conversationId);
  if (!members.includes(userId)) throw conversationNotFound();
  return members;
};

/** How `postMessage` writes: a step that must win first, and the message's own write. */
interface PostSteps {
  claim?: (tx: Database) => Promise<boolean>;
  store?: (tx: Database, values: repo.NewMessage) => Promise<repo.MessageRow>;
}

/**
 * Stores a message and pushes `message:new` to every socket of both members, through their
 * `user:` rooms (every device, every instance); members away from the thread are notified.
 * `steps.claim` runs first in the same transaction; when it answers false nothing is stored.
 */
const postIfClaimed = async (
  db: Database,
  realtime: ChatRealtime,
  members: readonly number[],
  values: repo.NewMessage,
  view: MessageView,
  { claim, store = repo.insertMessage }: PostSteps = {},
): Promise<ChatMessage | null> => {
  // Told only to members whose thread is not open right now (no socket in its room).
  const away = members.filter((m) => m !== values.senderId);
  const present = await presentInRoom(db, conversationRoom(values.conversationId), away);
  const row = await notifying(db, view, async (tx, notify) => {
    if (claim && !(await claim(tx))) return null;
    const inserted = await store(tx, values);
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
  if (!row) return null;
  const marks = await repo.readMarksOf(db, values.conversationId);
  const message = presentMessage(row, marks, view);
  realtime.toUsers(members, 'message:new', { conversation_id: values.conversationId, message });
  return message;
};

/** `postIfClaimed` with nothing to claim: the message is always stored. */
const postMessage = async (
  db: Database,
  realtime: ChatRealtime,
  members: readonly number[],
  values: repo.NewMessage,
  view: MessageView,
): Promise<ChatMessage> => (await postIfClaimed(db, realtime, members, values, view))!;

/**
 * Sends text and/or one attachment as the caller. 404 outside the conversation; 403 when either
 * member blocked the other; 415/413 for an attachment of another type or too large.
 */
const sendMessage = async (
  { db, media }: ChatDeps,
  realtime: ChatRealtime,
  actor: Actor,
  input: SendMessageBody,
): Promise<ChatMessage> => {
  const conversationId = input.conversation_id;
  const members = await membersFor(db, conversationId, actor.userId);
  for (const other of members) {
    if (other !== actor.userId && (await blockedBetween(db, actor.userId, other))) {
      throw chatBlocked();
    }
  }
  return sendWithAttachment(media, input, (content) =>
    postMessage(
      db,
      realtime,
      members,
      { conversationId, senderId: actor.userId, ...content },
      actor,
    ),
  );
};

/**
 * Marks the conversation read by `userId` up to its newest message; when that moved the mark,
 * both members hear `message:read` (the sender's ticks turn to "read").
 */
const readConversation = async (
  db: Database,
  realtime: ChatRealtime,
  userId: number,
  conversationId: number,
): Promise<ReadReceipt & { unread_total: number }> => {
  const members = await membersFor(db, conversationId, userId);
  const read = await markThreadRead(db, conversationId, userId);
  if (!read) throw conversationNotFound();
  if (read.moved) realtime.toUsers(members, 'message:read', read.receipt);
  await readConversationNotifications(db, { userId, conversationId });
  return { ...read.receipt, unread_total: await unreadTotal(db, userId) };
};

/** The stored file of a message, for a member of its conversation only (404 for anyone else). */
const openAttachment = async (
  db: Database,
  media: Media,
  userId: number,
  messageId: number,
  size: 'full' | 'thumb',
) => {
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
