import {
  CHANNEL_CANDIDATES_MAX,
  CHANNEL_MEMBERS_SHOWN,
  CHAT_UNREAD_CAP,
} from '@souq/contract/limits';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { useFuzzyThreshold } from '../../search/sql.ts';
import { conversationMembers, conversations } from '../chat/chat.table.ts';
import { channels } from './channels.table.ts';

export type ChannelRole = 'owner' | 'admin' | 'member';
export type ChannelVisibility = 'public' | 'private';

/** The search's columns as the list queries name them (`channels ch`). */
export const searchColumns = { vector: sql`ch.search`, titleNorm: sql`ch.title_norm` };

/** A channel as lists and details read it, for one viewer, with the newest message joined. */
export interface ChannelRow {
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
  m_id: number | null;
  m_sender_id: number | null;
  m_kind: 'text' | 'missed_call' | null;
  m_body: string | null;
  m_attachment_key: string | null;
  m_attachment_type: 'image' | 'file' | null;
  m_attachment_name: string | null;
  m_attachment_mime: string | null;
  m_attachment_size: number | null;
  m_created_at: Date | string | null;
}

/** The viewer's unread messages of a channel: a capped keyset range on the messages' index. */
const unreadOf = sql`(select count(*)::int from (select 1 from chat_messages x where x.conversation_id = ch.id and x.id > coalesce(me.last_read_message_id, 0) and x.sender_id <> me.user_id limit ${CHAT_UNREAD_CAP}) z)`;

/** Channels joined with the viewer's member row (`me`, null outside) and, for members, the newest message. */
const selectChannels = (viewerId: number) => sql`
  select ch.id, ch.owner_id, ch.name, ch.description, ch.image_key, ch.visibility, ch.members_count,
    ch.created_at, ch.updated_at,
    o.name as owner_name, o.type as owner_type,
    coalesce(o.image_key, case when o.type = 'company' then o.logo_key end) as owner_photo_key,
    me.role, me.last_activity_at,
    case when me.user_id is not null and c.last_message_id > coalesce(me.last_read_message_id, 0) then ${unreadOf} else 0 end as unread_count,
    m.id as m_id, m.sender_id as m_sender_id, m.kind as m_kind, m.body as m_body,
    m.attachment_key as m_attachment_key, m.attachment_type as m_attachment_type,
    m.attachment_name as m_attachment_name, m.attachment_mime as m_attachment_mime,
    m.attachment_size as m_attachment_size, m.created_at as m_created_at
  from channels ch
  join conversations c on c.id = ch.id
  join users o on o.id = ch.owner_id
  left join conversation_members me on me.conversation_id = ch.id and me.user_id = ${viewerId}
  left join chat_messages m on m.id = c.last_message_id and me.user_id is not null`;

const normalise = (row: ChannelRow): ChannelRow => ({
  ...row,
  id: Number(row.id),
  owner_id: Number(row.owner_id),
  members_count: Number(row.members_count),
  unread_count: Number(row.unread_count),
  m_id: row.m_id === null ? null : Number(row.m_id),
  m_sender_id: row.m_sender_id === null ? null : Number(row.m_sender_id),
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

/** The members of a channel with their people, owner first, then admins, then by joining. */
export const listMembers = async (db: Database, id: number) =>
  rowsOf<{
    user_id: number;
    role: ChannelRole;
    joined_at: Date | string;
    name: string;
    type: 'user' | 'company';
    photo_key: string | null;
  }>(
    await db.execute(sql`select me.user_id, me.role, me.created_at as joined_at, u.name, u.type,
        coalesce(u.image_key, case when u.type = 'company' then u.logo_key end) as photo_key
      from conversation_members me join users u on u.id = me.user_id
      where me.conversation_id = ${id} and me.role is not null
      order by case me.role when 'owner' then 0 when 'admin' then 1 else 2 end, me.created_at, me.user_id
      limit ${CHANNEL_MEMBERS_SHOWN}`),
  ).map((r) => ({ ...r, user_id: Number(r.user_id) }));

/**
 * Adds `userId` as a member, in one transaction: the member row's insert decides (a second join
 * finds the row and does nothing) and only an inserted row moves `members_count`. `publicOnly`:
 * the insert happens only while the channel is public (a join). Answers whether a row was added,
 * or undefined when the channel does not exist (or is not public for a join).
 */
export const addMember = (
  db: Database,
  { id, userId, publicOnly }: { id: number; userId: number; publicOnly: boolean },
): Promise<boolean | undefined> =>
  db.transaction(async (tx) => {
    const inserted = rowsOf<{ user_id: number }>(
      await tx.execute(sql`insert into conversation_members (conversation_id, user_id, role, last_read_message_id, last_read_at)
        select ch.id, ${userId}, 'member', c.last_message_id, now() from channels ch
        join conversations c on c.id = ch.id
        where ch.id = ${id} ${publicOnly ? sql`and ch.visibility = 'public'` : sql``}
        on conflict (conversation_id, user_id) do nothing
        returning user_id`),
    );
    if (inserted.length > 0) {
      await tx.execute(sql`update channels set members_count = members_count + 1 where id = ${id}`);
      return true;
    }
    const [exists] = rowsOf<{ one: number }>(
      await tx.execute(
        sql`select 1 as one from channels where id = ${id} ${publicOnly ? sql`and visibility = 'public'` : sql``}`,
      ),
    );
    return exists ? false : undefined;
  });

/**
 * Removes `userId` if their role is one of `roles`, in one transaction: the delete decides, and
 * only a deleted row moves `members_count`. Answers the removed role, or null.
 */
export const removeMember = (
  db: Database,
  { id, userId, roles }: { id: number; userId: number; roles: readonly ChannelRole[] },
): Promise<ChannelRole | null> =>
  db.transaction(async (tx) => {
    const [removed] = rowsOf<{ role: ChannelRole }>(
      await tx.execute(sql`delete from conversation_members
        where conversation_id = ${id} and user_id = ${userId}
          and role in (${sql.join(
            roles.map((r) => sql`${r}`),
            sql`, `,
          )})
        returning role`),
    );
    if (!removed) return null;
    await tx.execute(sql`update channels set members_count = members_count - 1 where id = ${id}`);
    return removed.role;
  });

/** Makes a member (not the owner) an admin or a member again; false when there is no such member. */
export const setRole = async (
  db: Database,
  { id, userId, role }: { id: number; userId: number; role: 'admin' | 'member' },
): Promise<boolean> => {
  const rows = rowsOf<{ user_id: number }>(
    await db.execute(sql`update conversation_members set role = ${role}
      where conversation_id = ${id} and user_id = ${userId} and role in ('admin', 'member')
      returning user_id`),
  );
  return rows.length > 0;
};

/**
 * Hands the channel from `ownerId` to the member `userId` (the old owner stays as an admin), in
 * one transaction with the owner's row locked: false when `ownerId` is no longer the owner or
 * `userId` is not a member. The new owner's channel names must stay unique (unique index).
 */
export const transferOwnership = (
  db: Database,
  { id, ownerId, userId }: { id: number; ownerId: number; userId: number },
): Promise<boolean> =>
  db
    .transaction(async (tx) => {
      const demoted = rowsOf<{ user_id: number }>(
        await tx.execute(sql`update conversation_members set role = 'admin'
        where conversation_id = ${id} and user_id = ${ownerId} and role = 'owner' returning user_id`),
      );
      if (demoted.length === 0) return false;
      const promoted = rowsOf<{ user_id: number }>(
        await tx.execute(sql`update conversation_members set role = 'owner'
        where conversation_id = ${id} and user_id = ${userId} and role in ('admin', 'member') returning user_id`),
      );
      // Undo the demotion: the whole transaction rolls back.
      if (promoted.length === 0) throw new NoSuchMember();
      await tx.execute(
        sql`update channels set owner_id = ${userId}, updated_at = now() where id = ${id}`,
      );
      return true;
    })
    .catch((error) => {
      if (error instanceof NoSuchMember) return false;
      throw error;
    });

class NoSuchMember extends Error {}

/**
 * People `userId` may add: those they share a direct conversation or a friendship with, not
 * already members, not blocked either way, whose name holds `search` (any case).
 */
export const listCandidates = async (
  db: Database,
  { id, userId, search }: { id: number; userId: number; search?: string },
) => {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return rowsOf<{ id: number; name: string; type: 'user' | 'company'; photo_key: string | null }>(
    await db.execute(sql`with known as (
        select case when c.user_low_id = ${userId} then c.user_high_id else c.user_low_id end as id
        from conversations c where c.kind = 'direct' and (c.user_low_id = ${userId} or c.user_high_id = ${userId})
        union
        select case when f.requester_id = ${userId} then f.addressee_id else f.requester_id end
        from friendships f where f.status = 'accepted' and (f.requester_id = ${userId} or f.addressee_id = ${userId})
      )
      select u.id, u.name, u.type, coalesce(u.image_key, case when u.type = 'company' then u.logo_key end) as photo_key
      from known k join users u on u.id = k.id
      where not exists (select 1 from conversation_members me where me.conversation_id = ${id} and me.user_id = u.id)
        and not exists (select 1 from user_blocks b where (b.blocker_id = ${userId} and b.blocked_id = u.id) or (b.blocker_id = u.id and b.blocked_id = ${userId}))
        ${pattern ? sql`and u.name ilike ${pattern}` : sql``}
      order by u.name, u.id limit ${CHANNEL_CANDIDATES_MAX}`),
  ).map((r) => ({ ...r, id: Number(r.id) }));
};

/** Whether the account exists. */
export const userExists = async (db: Database, id: number): Promise<boolean> => {
  const [row] = rowsOf<{ one: number }>(
    await db.execute(sql`select 1 as one from users where id = ${id}`),
  );
  return row !== undefined;
};

/** Every member's id (for the events of a deletion). */
export const memberIds = async (db: Database, id: number): Promise<number[]> =>
  rowsOf<{ user_id: number }>(
    await db.execute(
      sql`select user_id from conversation_members where conversation_id = ${id} and role is not null`,
    ),
  ).map((r) => Number(r.user_id));
