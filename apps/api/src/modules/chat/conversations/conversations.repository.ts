import type { ChatContextType } from '@souq/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { users } from '../../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../../community/blocks.repository.ts';
import { conversationMembers, conversations } from '../chat.table.ts';
import {
  type LastMessageColumns,
  lastMessageColumns,
  unreadCountOf,
  withNumericMessageIds,
} from '../messages/messages.repository.ts';

/** A conversation as the caller's list and thread read it, the newest message joined. */
export interface ConversationRow extends LastMessageColumns {
  id: number;
  context_type: ChatContextType | null;
  context_id: number | null;
  created_at: Date | string;
  last_activity_at: Date | string;
  my_last_read_id: number | null;
  my_last_read_at: Date | string | null;
  other_id: number;
  other_name: string;
  other_type: 'user' | 'company';
  other_photo_key: string | null;
  other_last_read_id: number | null;
  other_last_read_at: Date | string | null;
  unread_count: number;
  blocked: boolean;
}

/** Unread messages of `me` in `c`. */
const unreadOf = unreadCountOf(sql`c.id`);

const selectConversations = sql`
  select c.id, c.context_type, c.context_id, c.created_at, me.last_activity_at,
    me.last_read_message_id as my_last_read_id, me.last_read_at as my_last_read_at,
    om.user_id as other_id, u.name as other_name, u.type as other_type,
    coalesce(u.image_key, case when u.type = 'company' then u.logo_key end) as other_photo_key,
    om.last_read_message_id as other_last_read_id, om.last_read_at as other_last_read_at,
    case when c.last_message_id > coalesce(me.last_read_message_id, 0) then ${unreadOf} else 0 end as unread_count,
    not ${notBlockedEitherWay(sql`me.user_id`, sql`om.user_id`)} as blocked,
    ${lastMessageColumns}
  from conversation_members me
  join conversations c on c.id = me.conversation_id and c.kind = 'direct'
  join conversation_members om on om.conversation_id = c.id and om.user_id <> me.user_id
  join users u on u.id = om.user_id
  left join chat_messages m on m.id = c.last_message_id`;

const normalise = (row: ConversationRow): ConversationRow => ({
  ...withNumericMessageIds(row),
  id: Number(row.id),
  other_id: Number(row.other_id),
  context_id: row.context_id === null ? null : Number(row.context_id),
  my_last_read_id: row.my_last_read_id === null ? null : Number(row.my_last_read_id),
  other_last_read_id: row.other_last_read_id === null ? null : Number(row.other_last_read_id),
  unread_count: Number(row.unread_count),
});

/**
 * A conversation is in a member's list once it has a message, or once that member opened it
 * (`last_read_at` is set when one starts, opens or reads it): someone who was asked nothing yet
 * does not see an empty conversation.
 */
const listed = sql`(c.last_message_id is not null or me.last_read_at is not null)`;

/**
 * One page of `userId`'s conversations, newest activity first: read in order from the members'
 * (user_id, last_activity_at desc) index, each row's unread count a capped keyset range.
 */
export const listConversationRows = async (
  db: Database,
  { userId, limit, offset }: { userId: number; limit: number; offset: number },
): Promise<ConversationRow[]> =>
  rowsOf<ConversationRow>(
    await db.execute(sql`${selectConversations}
      where me.user_id = ${userId} and ${listed}
      order by me.last_activity_at desc, me.conversation_id desc
      limit ${limit} offset ${offset}`),
  ).map(normalise);

export const countConversations = async (db: Database, userId: number): Promise<number> => {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from conversation_members me
      join conversations c on c.id = me.conversation_id and c.kind = 'direct'
      where me.user_id = ${userId} and ${listed}`),
  );
  return Number(row?.n ?? 0);
};

/** The conversation as `userId` sees it; undefined when it is not theirs (or does not exist). */
export const findConversationRow = async (
  db: Database,
  { userId, conversationId }: { userId: number; conversationId: number },
): Promise<ConversationRow | undefined> => {
  const [row] = rowsOf<ConversationRow>(
    await db.execute(sql`${selectConversations}
      where me.user_id = ${userId} and me.conversation_id = ${conversationId}`),
  );
  return row ? normalise(row) : undefined;
};

/**
 * `userId`'s unread messages over every conversation: only conversations whose newest message
 * is past the member's last read are counted, each a capped keyset range.
 */
export const unreadTotal = async (db: Database, userId: number): Promise<number> => {
  const [row] = rowsOf<{ n: number | string | null }>(
    await db.execute(sql`
      select coalesce(sum(${unreadOf}), 0)::int as n
      from conversation_members me
      join conversations c on c.id = me.conversation_id and c.kind = 'direct'
      where me.user_id = ${userId} and c.last_message_id > coalesce(me.last_read_message_id, 0)`),
  );
  return Number(row?.n ?? 0);
};

/** Whether either of the two blocked the other: community's block, for chat's callers. */
export { blockedBetween } from '../../community/blocks.repository.ts';

/** The user object of an account, or undefined. */
export const findUserRef = async (db: Database, id: number) => {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      type: users.type,
      photoKey: sql<
        string | null
      >`coalesce(${users.imageKey}, case when ${users.type} = 'company' then ${users.logoKey} end)`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

/**
 * The direct conversation of two people (`a` asking), created with its two members when there is none: the
 * insert does nothing on the pair's unique index (a concurrent call waits for the first to
 * commit, then finds its row), so every caller gets the same conversation. The item asked about
 * becomes the conversation's context.
 */
export const findOrCreateDirect = (
  db: Database,
  {
    a,
    b,
    context,
    openFor = 'both',
  }: {
    a: number;
    b: number;
    context: { type: ChatContextType; id: number } | null;
    /** Whose list shows it before its first message: `a`'s only (a person asking), or both. */
    openFor?: 'a' | 'both';
  },
): Promise<{ id: number; created: boolean }> =>
  db.transaction(async (tx) => {
    const [low, high] = a < b ? [a, b] : [b, a];
    const [created] = await tx
      .insert(conversations)
      .values({
        userLowId: low,
        userHighId: high,
        contextType: context?.type ?? null,
        contextId: context?.id ?? null,
      })
      .onConflictDoNothing({ target: [conversations.userLowId, conversations.userHighId] })
      .returning({ id: conversations.id });
    const opened = (userId: number) => (userId === a || openFor === 'both' ? new Date() : null);
    if (created) {
      await tx.insert(conversationMembers).values([
        { conversationId: created.id, userId: low, lastReadAt: opened(low) },
        { conversationId: created.id, userId: high, lastReadAt: opened(high) },
      ]);
      return { id: created.id, created: true };
    }
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
    // Opened again: it is in the list of whoever it is opened for from now on.
    await tx
      .update(conversationMembers)
      .set({ lastReadAt: sql`coalesce(${conversationMembers.lastReadAt}, now())` })
      .where(
        and(
          eq(conversationMembers.conversationId, existing!.id),
          openFor === 'both' ? undefined : eq(conversationMembers.userId, a),
        ),
      );
    if (context) {
      await tx
        .update(conversations)
        .set({ contextType: context.type, contextId: context.id })
        .where(eq(conversations.id, existing!.id));
    }
    return { id: existing!.id, created: false };
  });

/** The members' ids of a direct conversation (empty when there is none; channels have their own). */
export const memberIdsOf = async (db: Database, conversationId: number): Promise<number[]> => {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(eq(conversationMembers.conversationId, conversationId), eq(conversations.kind, 'direct')),
    );
  return rows.map((r) => Number(r.userId));
};

/** Whether `userId` is a member of the direct conversation. */
export const isMember = async (
  db: Database,
  conversationId: number,
  userId: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        eq(conversations.kind, 'direct'),
      ),
    );
  return row !== undefined;
};

/** Whether the two share a direct conversation. */
export const shareConversation = async (db: Database, a: number, b: number): Promise<boolean> => {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row !== undefined;
};
