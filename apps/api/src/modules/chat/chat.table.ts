import { CHAT_CONTEXT_TYPES } from '@souq/contract/limits';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  identityKey,
  rowId,
  timestamptz,
  userRef,
} from '../../db/columns.ts';
import { users } from '../accounts/accounts.table.ts';

/**
 * A conversation. `direct` ones are between two people, stored as their ordered pair (lower id
 * first): the unique index makes "start a conversation" idempotent under concurrent calls.
 * Channels (group conversations) reuse this table and its messages with the pair left null.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: identityKey(),
    /** `direct` (two people) or `channel` (a group; its card is in `channels`, same id). */
    kind: text('kind', { enum: ['direct', 'channel'] })
      .notNull()
      .default('direct'),
    userLowId: rowId('user_low_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    userHighId: rowId('user_high_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    /** The item it is about (the newest one asked about): `ad`, `job`, `auction` or `story`. */
    contextType: text('context_type', { enum: CHAT_CONTEXT_TYPES }),
    contextId: rowId('context_id'),
    /** The newest message; moved in the transaction that inserts it. */
    lastMessageId: rowId('last_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.userLowId, t.userHighId),
    index('conversations_user_high_idx').on(t.userHighId),
    check('conversations_pair_order', sql`${t.userLowId} < ${t.userHighId}`),
    check('conversations_kind_check', sql`${t.kind} in ('direct', 'channel')`),
    check(
      'conversations_direct_pair',
      sql`${t.kind} <> 'direct' or (${t.userLowId} is not null and ${t.userHighId} is not null)`,
    ),
  ],
);

/**
 * Who is in a conversation, with what they have read: unread messages are those after
 * `last_read_message_id` (a keyset count on the messages' index). `last_activity_at` follows the
 * newest message, so a member's list is read in order from one index.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id),
    userId: userRef('user_id'),
    lastReadMessageId: rowId('last_read_message_id'),
    lastReadAt: timestamptz('last_read_at'),
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    /** Channels only (null in direct conversations): one `owner`, `admin`s and `member`s. */
    role: text('role', { enum: ['owner', 'admin', 'member'] }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    uniqueIndex('conversation_members_one_owner_idx')
      .on(t.conversationId)
      .where(sql`${t.role} = 'owner'`),
    check(
      'conversation_members_role_check',
      sql`${t.role} is null or ${t.role} in ('owner', 'admin', 'member')`,
    ),
    index('conversation_members_list_idx').on(
      t.userId,
      t.lastActivityAt.desc(),
      t.conversationId.desc(),
    ),
  ],
);

/**
 * One message of a conversation (direct or, later, a channel). Attachments are stored under the
 * private `private/chat/` keys and served only to members (`GET /chat/attachment/{id}`).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: identityKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    senderId: userRef('sender_id'),
    kind: text('kind', { enum: ['text', 'missed_call'] })
      .notNull()
      .default('text'),
    body: text('body').notNull().default(''),
    /**
     * `missed_call`: the unanswered calls it stands for. Calls from the same caller fold into the
     * newest message while it is a missed call the callee has not read (one entry, ×N).
     */
    callCount: integer('call_count').notNull().default(1),
    /** Image: the media key (its sizes are `<key>-<size>.webp`); file: the object's key. */
    attachmentKey: text('attachment_key'),
    attachmentType: text('attachment_type', { enum: ['image', 'file'] }),
    attachmentName: text('attachment_name'),
    attachmentMime: text('attachment_mime'),
    attachmentSize: integer('attachment_size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    index('chat_messages_sender_idx').on(t.senderId),
  ],
);

/**
 * A voice call: `ringing` until the callee answers or declines, the caller hangs up, or 30 s
 * pass. Every move is one conditional UPDATE on `state`, so the answer and the timeout never both
 * win.
 */
export const chatCalls = pgTable(
  'chat_calls',
  {
    id: identityKey(),
    conversationId: belongsTo('conversation_id', () => conversations.id),
    callerId: userRef('caller_id'),
    calleeId: userRef('callee_id'),
    state: text('state', { enum: ['ringing', 'answered', 'ended', 'missed', 'declined'] })
      .notNull()
      .default('ringing'),
    createdAt: createdAt(),
    answeredAt: timestamptz('answered_at'),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    index('chat_calls_conversation_idx').on(t.conversationId),
    index('chat_calls_caller_idx').on(t.callerId),
    index('chat_calls_callee_idx').on(t.calleeId),
  ],
);
