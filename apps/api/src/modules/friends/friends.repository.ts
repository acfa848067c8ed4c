import type { Relationship } from '@souq/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../community/blocks.repository.ts';
import { authorFields } from '../community/community.repository.ts';
import { communityProfiles, follows, friendships } from './friends.table.ts';

/** Counts shown on a profile stop here (a bounded index range each). */
export const PROFILE_COUNT_CAP = 1000;

/** The row of the pair, whoever asked. */
const pairIs = (a: number, b: number): SQL =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  ) as SQL;

/** A user `viewerId` may see (exists, neither blocked the other): community's, where blocks live. */
export { findVisibleUser } from '../community/community.repository.ts';

/** Where `me` stands with `other`. */
export const relationshipOf = async (
  db: Database,
  me: number,
  other: number,
): Promise<Relationship> => {
  if (me === other) return 'self';
  const [row] = await db
    .select({ requesterId: friendships.requesterId, status: friendships.status })
    .from(friendships)
    .where(pairIs(me, other))
    .limit(1);
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  return row.requesterId === me ? 'request_sent' : 'request_received';
};

/** A new pending request; false when the pair already has a row (the unique pair index). */
export const insertRequest = async (db: Database, from: number, to: number) => {
  const rows = await db
    .insert(friendships)
    .values({ requesterId: from, addresseeId: to })
    .onConflictDoNothing()
    .returning({ status: friendships.status });
  return rows.length > 0;
};

/** The request of `from` to `to` while it waits for an answer. */
const pendingRequest = (from: number, to: number) =>
  and(
    eq(friendships.requesterId, from),
    eq(friendships.addresseeId, to),
    eq(friendships.status, 'pending'),
  );

const bumpCounter = (
  db: Database,
  userId: number,
  column: 'friends_count' | 'followers_count' | 'following_count',
  delta: 1 | -1,
) =>
  db.execute(sql`
    insert into ${communityProfiles} (user_id, ${sql.raw(column)})
    values (${userId}, ${Math.max(0, delta)})
    on conflict (user_id) do update
    set ${sql.raw(column)} = greatest(0, ${communityProfiles}.${sql.raw(column)} + ${delta})`);

/** Accepts the pending request of `from` to `me` and counts the friendship, in one transaction. */
export const acceptRequest = (db: Database, me: number, from: number) =>
  db.transaction(async (tx) => {
    const rows = await tx
      .update(friendships)
      .set({ status: 'accepted', acceptedAt: new Date() })
      .where(pendingRequest(from, me))
      .returning({ status: friendships.status });
    if (rows.length === 0) return false;
    await bumpCounter(tx, me, 'friends_count', 1);
    await bumpCounter(tx, from, 'friends_count', 1);
    return true;
  });

/** Drops the pending request of `from` to `me`. */
export const declineRequest = async (db: Database, me: number, from: number) => {
  const rows = await db
    .delete(friendships)
    .where(pendingRequest(from, me))
    .returning({ status: friendships.status });
  return rows.length > 0;
};

/** Ends a friendship or withdraws a request, uncounting a friendship, in one transaction. */
export const removeFriendship = (db: Database, me: number, other: number) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .delete(friendships)
      .where(pairIs(me, other))
      .returning({ status: friendships.status });
    if (!row) return false;
    if (row.status === 'accepted') {
      await bumpCounter(tx, me, 'friends_count', -1);
      await bumpCounter(tx, other, 'friends_count', -1);
    }
    return true;
  });

/**
 * Follows (`want` true), unfollows (false) or toggles (undefined), keeping both counters in step,
 * in one transaction. Changes of one pair take turns on an advisory lock, so concurrent toggles
 * each see the previous one's result and the counters always match the rows.
 */
export const setFollow = (db: Database, follower: number, followee: number, want?: boolean) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`follow:${follower}:${followee}`}, 0))`,
    );
    const [existing] = await tx
      .select({ one: sql`1` })
      .from(follows)
      .where(and(eq(follows.followerId, follower), eq(follows.followeeId, followee)))
      .limit(1);
    const following = want ?? !existing;
    if (following && !existing) {
      await tx.insert(follows).values({ followerId: follower, followeeId: followee });
      await bumpCounter(tx, followee, 'followers_count', 1);
      await bumpCounter(tx, follower, 'following_count', 1);
    } else if (!following && existing) {
      await tx
        .delete(follows)
        .where(and(eq(follows.followerId, follower), eq(follows.followeeId, followee)));
      await bumpCounter(tx, followee, 'followers_count', -1);
      await bumpCounter(tx, follower, 'following_count', -1);
    }
    return following;
  });

export const countsOf = async (db: Database, userId: number) => {
  const [row] = await db
    .select({
      followersCount: communityProfiles.followersCount,
      friendsCount: communityProfiles.friendsCount,
    })
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId))
    .limit(1);
  return row ?? { followersCount: 0, friendsCount: 0 };
};

export const isFollowing = async (db: Database, follower: number, followee: number) => {
  const [row] = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(and(eq(follows.followerId, follower), eq(follows.followeeId, followee)))
    .limit(1);
  return row !== undefined;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The other side of `userId`'s friendships (or pending requests to `userId`). */
const friendListWhere = (
  userId: number,
  viewerId: number,
  status: 'accepted' | 'pending',
  q?: string,
): SQL => {
  const other = sql`case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;
  return and(
    status === 'accepted'
      ? or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId))
      : eq(friendships.addresseeId, userId),
    eq(friendships.status, status),
    eq(users.id, other),
    notBlockedEitherWay(viewerId, users.id),
    q ? ilike(users.name, `%${escapeLike(q)}%`) : undefined,
  ) as SQL;
};

export const listFriends = (
  db: Database,
  args: {
    userId: number;
    viewerId: number;
    status: 'accepted' | 'pending';
    q?: string;
    limit: number;
    offset: number;
  },
) =>
  db
    .select({
      since: sql<Date>`coalesce(${friendships.acceptedAt}, ${friendships.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      ...authorFields,
    })
    .from(friendships)
    .innerJoin(users, sql`true`)
    .where(friendListWhere(args.userId, args.viewerId, args.status, args.q))
    .orderBy(
      desc(sql`coalesce(${friendships.acceptedAt}, ${friendships.createdAt})`),
      desc(users.id),
    )
    .limit(args.limit)
    .offset(args.offset);

export const countFriends = async (
  db: Database,
  args: { userId: number; viewerId: number; status: 'accepted' | 'pending'; q?: string },
) => {
  const capped = db
    .select({ one: sql`1` })
    .from(friendships)
    .innerJoin(users, sql`true`)
    .where(friendListWhere(args.userId, args.viewerId, args.status, args.q))
    .limit(PROFILE_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.n ?? 0);
};
