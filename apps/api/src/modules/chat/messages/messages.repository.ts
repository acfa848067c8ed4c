import { CHAT_UNREAD_CAP } from '@souq/contract/limits';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { chatMessages, conversationMembers, conversations } from '../chat.table.ts';

export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = Pick<
  typeof chatMessages.$inferInsert,
  | 'conversationId'
  | 'senderId'
  | 'kind'
  | 'body'
  | 'attachmentKey'
  | 'attachmentType'
  | 'attachmentName'
  | 'attachmentMime'
  | 'attachmentSize'
>;

/** The newest message of a conversation as a list query joins it (`chat_messages m`). */
export interface LastMessageColumns {
  m_id: number | null;
  m_sender_id: number | null;
  m_kind: 'text' | 'missed_call' | null;
  m_body: string | null;
  m_attachment_key: string | null;
  m_attachment_type: 'image' | 'file' | null;
  m_attachment_name: string | null;
  m_attachment_mime: string | null;
  m_attachment_size: number | null;
  m_call_count: number | null;
  m_created_at: Date | string | null;
}

/** The select list of `LastMessageColumns`, from the joined `chat_messages m`. */
export const lastMessageColumns = sql`m.id as m_id, m.sender_id as m_sender_id, m.kind as m_kind, m.body as m_body,
    m.attachment_key as m_attachment_key, m.attachment_type as m_attachment_type,
    m.attachment_name as m_attachment_name, m.attachment_mime as m_attachment_mime,
    m.attachment_size as m_attachment_size, m.call_count as m_call_count, m.created_at as m_created_at`;

/** The ids of a raw row's joined message as numbers (a driver may answer bigint as text). */
export const withNumericMessageIds = <Row extends LastMessageColumns>(row: Row): Row => ({
  ...row,
  m_id: row.m_id === null ? null : Number(row.m_id),
  m_sender_id: row.m_sender_id === null ? null : Number(row.m_sender_id),
});

/**
 * Unread messages of member `me` in `conversationId`: a keyset range after the member's last
 * read id on the messages' (conversation_id, id) index, stopped at the cap.
 */
export const unreadCountOf = (conversationId: SQL) =>
  sql`(select count(*)::int from (select 1 from chat_messages x where x.conversation_id = ${conversationId} and x.id > coalesce(me.last_read_message_id, 0) and x.sender_id <> me.user_id limit ${CHAT_UNREAD_CAP}) z)`;

/** What each member has read: a message is read by the other member when its id is at or below. */
export interface ReadMark {
  userId: number;
  lastReadId: number | null;
  lastReadAt: Date | null;
}

/**
 * Stores a message and, in the same transaction, moves the conversation's newest message, every
 * member's activity time (the list order) and the sender's read mark (one's own message is read).
 */
export const insertMessage = (db: Database, values: NewMessage): Promise<MessageRow> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(chatMessages).values(values).returning();
    const message = row!;
    await tx
      .update(conversations)
      .set({
        lastMessageId: sql`greatest(coalesce(${conversations.lastMessageId}, 0), ${message.id})`,
      })
      .where(eq(conversations.id, values.conversationId));
    await tx.execute(sql`update conversation_members set
        last_activity_at = ${message.createdAt},
        last_read_message_id = case when user_id = ${values.senderId}
          then greatest(coalesce(last_read_message_id, 0), ${message.id}) else last_read_message_id end,
        last_read_at = case when user_id = ${values.senderId} then now() else last_read_at end
      where conversation_id = ${values.conversationId}`);
    return message;
  });

/**
 * Folds one more unanswered call from `callerId` into the conversation's newest message when it
 * is a missed call of theirs that no other member has read yet: its count grows and it moves to
 * now, as does every member's activity time. Locks the conversation first, so calls missed at
 * the same moment fold into one message instead of each inserting its own. Answers the message,
 * or undefined when a new one is needed (call inside a transaction).
 */
export const foldMissedCall = async (
  db: Database,
  { conversationId, callerId }: { conversationId: number; callerId: number },
): Promise<MessageRow | undefined> => {
  // `no key update`: the call's own insert holds a key-share lock on this row (its foreign key),
  // which a plain `for update` would wait on, each of two missed calls waiting for the other.
  await db.execute(sql`select 1 from conversations where id = ${conversationId} for no key update`);
  const [row] = await db
    .update(chatMessages)
    .set({ callCount: sql`${chatMessages.callCount} + 1`, createdAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.kind, 'missed_call'),
        eq(chatMessages.senderId, callerId),
        sql`${chatMessages.id} = (select last_message_id from conversations where id = ${conversationId})`,
        sql`not exists (select 1 from conversation_members cm where cm.conversation_id = ${conversationId}
          and cm.user_id <> ${callerId} and coalesce(cm.last_read_message_id, 0) >= ${chatMessages.id})`,
      ),
    )
    .returning();
  if (!row) return undefined;
  await db.execute(sql`update conversation_members set last_activity_at = ${row.createdAt}
    where conversation_id = ${conversationId}`);
  return row;
};

/** Up to `limit` messages before `beforeId` (the newest without it), newest first. */
export const listMessages = (
  db: Database,
  { conversationId, beforeId, limit }: { conversationId: number; beforeId?: number; limit: number },
) =>
  db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        beforeId === undefined ? undefined : lt(chatMessages.id, beforeId),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);

export const readMarksOf = async (db: Database, conversationId: number): Promise<ReadMark[]> => {
  const rows = await db
    .select({
      userId: conversationMembers.userId,
      lastReadId: conversationMembers.lastReadMessageId,
      lastReadAt: conversationMembers.lastReadAt,
    })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId));
  return rows.map((r) => ({
    userId: Number(r.userId),
    lastReadId: r.lastReadId === null ? null : Number(r.lastReadId),
    lastReadAt: r.lastReadAt,
  }));
};

/**
 * Marks everything up to the conversation's newest message read by `userId`, in one statement
 * (never moving the mark back). Answers the mark and whether it moved; undefined for a
 * non-member.
 */
export const markRead = async (
  db: Database,
  { conversationId, userId }: { conversationId: number; userId: number },
) => {
  const [row] = rowsOf<{
    last_read_message_id: number | null;
    last_read_at: Date | string;
    moved: boolean;
  }>(
    await db.execute(sql`
      with before as (
        select last_read_message_id as old from conversation_members
        where conversation_id = ${conversationId} and user_id = ${userId}
      )
      update conversation_members me set
        last_read_message_id = greatest(coalesce(me.last_read_message_id, 0), coalesce(c.last_message_id, 0)),
        last_read_at = case when c.last_message_id > coalesce(me.last_read_message_id, 0) then now() else coalesce(me.last_read_at, now()) end
      from conversations c, before
      where c.id = me.conversation_id and me.conversation_id = ${conversationId} and me.user_id = ${userId}
      returning nullif(me.last_read_message_id, 0) as last_read_message_id, me.last_read_at,
        coalesce(me.last_read_message_id, 0) > coalesce(before.old, 0) as moved`),
  );
  if (!row) return undefined;
  return {
    lastReadId: row.last_read_message_id === null ? null : Number(row.last_read_message_id),
    lastReadAt: new Date(row.last_read_at),
    moved: row.moved,
  };
};

/** A message with whether `userId` is a member of its conversation; undefined when none. */
export const findMessageFor = async (db: Database, messageId: number, userId: number) => {
  const [row] = await db
    .select({
      message: chatMessages,
      // Qualified by hand: drizzle writes a bare "conversation_id" here, which would read `cm`'s own.
      member: sql<boolean>`exists (select 1 from ${conversationMembers} cm where cm.conversation_id = chat_messages.conversation_id and cm.user_id = ${userId})`,
    })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId));
  return row;
};
