import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { useFuzzyThreshold } from '../../search/sql.ts';
import { conversationMembers, conversations } from '../chat/chat.table.ts';
import {
  type LastMessageColumns,
  lastMessageColumns,
  unreadCountOf,
  withNumericMessageIds,
} from '../chat/messages/messages.repository.ts';
import { channels } from './channels.table.ts';

export type ChannelRole = 'owner' | 'admin' | 'member';
export type ChannelVisibility = 'public' | 'private';

/** The search's columns as the list queries name them (`channels ch`). */
export const searchColumns = { vector: sql`ch.search`, titleNorm: sql`ch.title_norm` };

/** A channel as lists and details read it, for one viewer, with the newest message joined. */
export interface ChannelRow extends LastMessageColumns {
  id: number;
  owner_id: number;
  name: string;
  description: string;
  image_key: string | null;
  visibility: ChannelVisibility;
  members_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  owner_name: string;
  owner_type: 'user' | 'company';
  owner_photo_key: string | null;
  role: ChannelRole | null;
  unread_count: number;
  last_activity_at: Date | string | null;
}

/** The viewer's unread messages of a channel. */
const unreadOf = unreadCountOf(sql`ch.id`);

/** Channels joined with the viewer's member row (`me`, null outside) and, for members, the newest message. */
const selectChannels = (viewerId: number) => sql`
  select ch.id, ch.owner_id, ch.name, ch.description, ch.image_key, ch.visibility, ch.members_count,
    ch.created_at, ch.updated_at,
    o.name as owner_name, o.type as owner_type,
    coalesce(o.image_key, case when o.type = 'company' then o.logo_key end) as owner_photo_key,
    me.role, me.last_activity_at,
    case when me.user_id is not null and c.last_message_id > coalesce(me.last_read_message_id, 0) then ${unreadOf} else 0 end as unread_count,
    ${lastMessageColumns}
  from channels ch
  join conversations c on c.id = ch.id
  join users o on o.id = ch.owner_id
  left join conversation_members me on me.conversation_id = ch.id and me.user_id = ${viewerId}
  left join chat_messages m on m.id = c.last_message_id and me.user_id is not null`;

const normalise = (row: ChannelRow): ChannelRow => ({
  ...withNumericMessageIds(row),
  id: Number(row.id),
  owner_id: Number(row.owner_id),
  members_count: Number(row.members_count),
  unread_count: Number(row.unread_count),
});

/** True for PostgreSQL's unique_violation on the owner's channel names. */
export const isNameTaken = (error: unknown): boolean => {
  const e = error as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pgError = e?.cause ?? e;
  return pgError?.code === '23505' && pgError.constraint === 'channels_owner_name_idx';
};

/** True for a foreign-key violation: the channel (or the person) was deleted meanwhile. */
export const isGone = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.cause ?? e)?.code === '23503';
};

export interface NewChannel {
  ownerId: number;
  name: string;
  description: string;
  visibility: ChannelVisibility;
  imageKey: string | null;
  searchText: string;
  titleNorm: string;
}

/**
 * Creates the channel's conversation, its card (one member) and the owner's member row, in one
 * transaction: a name the owner already uses fails on the unique index and nothing is left.
 */
export const insertChannel = (db: Database, values: NewChannel): Promise<number> =>
  db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ kind: 'channel' })
      .returning({ id: conversations.id });
    const id = conversation!.id;
    await tx.insert(channels).values({ id, ...values, membersCount: 1 });
    await tx.insert(conversationMembers).values({
      conversationId: id,
      userId: values.ownerId,
      role: 'owner',
      lastReadAt: new Date(),
    });
    return id;
  });

export type ChannelChanges = Partial<
  Pick<NewChannel, 'name' | 'description' | 'visibility' | 'imageKey' | 'searchText' | 'titleNorm'>
>;

/** Applies the changes; answers the previous image key (to discard once committed). */
export const updateChannel = async (
  db: Database,
  id: number,
  changes: ChannelChanges,
): Promise<{ previousImageKey: string | null } | undefined> => {
  const [row] = rowsOf<{ previous_image_key: string | null }>(
    await db.execute(sql`update channels ch set
        name = coalesce(${changes.name ?? null}, ch.name),
        description = coalesce(${changes.description ?? null}, ch.description),
        visibility = coalesce(${changes.visibility ?? null}, ch.visibility),
        search_text = coalesce(${changes.searchText ?? null}, ch.search_text),
        title_norm = coalesce(${changes.titleNorm ?? null}, ch.title_norm),
        image_key = ${changes.imageKey === undefined ? sql`ch.image_key` : changes.imageKey},
        updated_at = now()
      from channels old where old.id = ch.id and ch.id = ${id}
      returning old.image_key as previous_image_key`),
  );
  return row ? { previousImageKey: row.previous_image_key } : undefined;
};

/** Deletes the channel's conversation: its card, members and messages go with it. */
export const deleteChannel = async (
  db: Database,
  id: number,
): Promise<{ imageKey: string | null } | undefined> =>
  db.transaction(async (tx) => {
    const [card] = await tx
      .delete(channels)
      .where(eq(channels.id, id))
      .returning({ imageKey: channels.imageKey });
    if (!card) return undefined;
    await tx.execute(sql`delete from conversations where id = ${id} and kind = 'channel'`);
    return card;
  });

/** The channel as `viewerId` sees it; undefined when there is none. */
export const findChannelRow = async (
  db: Database,
  id: number,
  viewerId: number,
): Promise<ChannelRow | undefined> => {
  const [row] = rowsOf<ChannelRow>(
    await db.execute(sql`${selectChannels(viewerId)} where ch.id = ${id}`),
  );
  return row ? normalise(row) : undefined;
};

/** The card's bare facts and the viewer's role: what every permission check needs. */
export const findAccess = async (
  db: Database,
  id: number,
  userId: number,
): Promise<
  | {
      visibility: ChannelVisibility;
      ownerId: number;
      role: ChannelRole | null;
      imageKey: string | null;
    }
  | undefined
> => {
  const [row] = rowsOf<{
    visibility: ChannelVisibility;
    owner_id: number;
    role: ChannelRole | null;
    image_key: string | null;
  }>(
    await db.execute(sql`select ch.visibility, ch.owner_id, ch.image_key, me.role from channels ch
      left join conversation_members me on me.conversation_id = ch.id and me.user_id = ${userId}
      where ch.id = ${id}`),
  );
  return row
    ? {
        visibility: row.visibility,
        ownerId: Number(row.owner_id),
        role: row.role,
        imageKey: row.image_key,
      }
    : undefined;
};

/** `userId`'s role in the channel, checked now; null outside (or when there is no channel). */
export const roleOf = async (
  db: Database,
  id: number,
  userId: number,
): Promise<ChannelRole | null> => {
  const [row] = rowsOf<{ role: ChannelRole | null }>(
    await db.execute(sql`select me.role from conversation_members me
      join conversations c on c.id = me.conversation_id and c.kind = 'channel'
      where me.conversation_id = ${id} and me.user_id = ${userId}`),
  );
  return row?.role ?? null;
};

/** One page of `userId`'s channels, newest activity first. */
export const listMyChannels = async (
  db: Database,
  { userId, limit, offset }: { userId: number; limit: number; offset: number },
): Promise<{ rows: ChannelRow[]; total: number }> => {
  const rows = rowsOf<ChannelRow>(
    await db.execute(sql`${selectChannels(userId)}
      where me.user_id is not null
      order by me.last_activity_at desc, ch.id desc
      limit ${limit} offset ${offset}`),
  ).map(normalise);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from conversation_members me
      join conversations c on c.id = me.conversation_id and c.kind = 'channel'
      where me.user_id = ${userId}`),
  );
  return { rows, total: Number(count?.n ?? 0) };
};

const publicPage = async (
  db: Database,
  {
    viewerId,
    text,
    limit,
    offset,
  }: { viewerId: number; text: SQL | null; limit: number; offset: number },
) => {
  const where = text ? sql`ch.visibility = 'public' and ${text}` : sql`ch.visibility = 'public'`;
  const rows = rowsOf<ChannelRow>(
    await db.execute(sql`${selectChannels(viewerId)} where ${where}
      order by ch.members_count desc, ch.id desc limit ${limit} offset ${offset}`),
  ).map(normalise);
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from channels ch where ${where}`),
  );
  return { rows, total: Number(count?.n ?? 0) };
};

/**
 * One page of public channels, most members first; `text` (a search condition over `ch`) narrows
 * them. `fuzzy`: the condition is a trigram match, whose threshold is set for its transaction.
 */
export const listPublicChannels = (
  db: Database,
  args: { viewerId: number; text: SQL | null; fuzzy?: boolean; limit: number; offset: number },
) =>
  args.fuzzy
    ? db.transaction(async (tx) => {
        await tx.execute(useFuzzyThreshold);
        return publicPage(tx, args);
      })
    : publicPage(db, args);

/** Every member's id (for the events of a deletion). */
export const memberIds = async (db: Database, id: number): Promise<number[]> =>
  rowsOf<{ user_id: number }>(
    await db.execute(
      sql`select user_id from conversation_members where conversation_id = ${id} and role is not null`,
    ),
  ).map((r) => Number(r.user_id));
