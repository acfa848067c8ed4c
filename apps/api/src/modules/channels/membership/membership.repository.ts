import { CHANNEL_CANDIDATES_MAX, CHANNEL_MEMBERS_SHOWN } from '@souq/contract/limits';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { notBlockedEitherWay } from '../../community/blocks.repository.ts';
import type { ChannelRole } from '../channels.repository.ts';

// A channel's members are its conversation's member rows with a `role`; `members_count` on the
// card moves in the transaction whose insert or delete of such a row decides.

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
        and ${notBlockedEitherWay(sql`${userId}::bigint`, sql`u.id`)}
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
