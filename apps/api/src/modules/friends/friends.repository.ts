import type { Relationship } from '@souq/contract';
import { and, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../community/blocks.repository.ts';
import { authorFields } from '../community/community.repository.ts';
import { posts } from '../community/community.table.ts';
import { reels } from '../reels/reels.table.ts';
import { communityProfiles, follows, friendships } from './friends.table.ts';

/** Counts shown on a profile stop here (a bounded index range each). */
export const PROFILE_COUNT_CAP = 1000;

/** The row of the pair, whoever asked. */
const pairIs = (a: number, b: number): SQL =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  ) as SQL;

/** A user `viewerId` may see (exists, neither blocked the other). */
export const findVisibleUser = async (db: Database, userId: number, viewerId: number) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), notBlockedEitherWay(viewerId, users.id)))
    .limit(1);
  return row;
};

export const findProfile = async (db: Database, userId: number, viewerId: number) => {
  const [row] = await db
    .select({
      ...authorFields,
      bio: users.bio,
      joinedAt: users.createdAt,
      coverKey: communityProfiles.coverKey,
      work: communityProfiles.work,
      education: communityProfiles.education,
      placesLived: communityProfiles.placesLived,
      contactInfo: communityProfiles.contactInfo,
      followersCount: communityProfiles.followersCount,
      followingCount: communityProfiles.followingCount,
      friendsCount: communityProfiles.friendsCount,
      postsCount: sql<number>`(select count(*)::int from (select 1 from ${posts} as p where p.user_id = ${users.id} and (p.status = 'active' or p.user_id = ${viewerId}) limit ${PROFILE_COUNT_CAP}) as c)`,
      reelsCount: sql<number>`(select count(*)::int from (select 1 from ${reels} as r where r.user_id = ${users.id} and (r.status = 'active' or r.user_id = ${viewerId}) limit ${PROFILE_COUNT_CAP}) as c)`,
      isFollowing: sql<boolean>`exists (select 1 from ${follows} as f where f.follower_id = ${viewerId} and f.followee_id = ${users.id})`,
    })
    .from(users)
    .leftJoin(communityProfiles, eq(communityProfiles.userId, users.id))
    .where(and(eq(users.id, userId), notBlockedEitherWay(viewerId, users.id)))
    .limit(1);
  return row;
};
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

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

/** The images of `userId`'s posts the viewer may see, newest first. */
const photosWhere = (userId: number, viewerId: number) =>
  and(
    eq(posts.userId, userId),
    isNotNull(posts.imageKey),
    userId === viewerId ? undefined : eq(posts.status, 'active'),
  );

export const listPhotos = (
  db: Database,
  {
    userId,
    viewerId,
    limit,
    offset,
  }: { userId: number; viewerId: number; limit: number; offset: number },
) =>
  db
    .select({ postId: posts.id, imageKey: posts.imageKey })
    .from(posts)
    .where(photosWhere(userId, viewerId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);

export const countPhotos = async (db: Database, userId: number, viewerId: number) => {
  const capped = db
    .select({ one: sql`1` })
    .from(posts)
    .where(photosWhere(userId, viewerId))
    .limit(PROFILE_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.n ?? 0);
};

/** The owner's own about fields and bio; absent fields stay. */
export const updateProfile = (
  db: Database,
  userId: number,
  changes: {
    bio?: string;
    work?: string;
    education?: string;
    placesLived?: string;
    contactInfo?: string;
    /** A new cover's key, or null to drop it. */
    coverKey?: string | null;
  },
) =>
  db.transaction(async (tx) => {
    const { bio, ...about } = changes;
    if (bio !== undefined) await tx.update(users).set({ bio }).where(eq(users.id, userId));
    // The cover it replaces, read under the row lock so that two saves never both keep it.
    const [before] = await tx
      .select({ coverKey: communityProfiles.coverKey })
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, userId))
      .for('update');
    const set = Object.fromEntries(Object.entries(about).filter(([, v]) => v !== undefined));
    await tx
      .insert(communityProfiles)
      .values({ userId, ...set })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { ...set, updatedAt: new Date() },
      });
    return { replacedCoverKey: changes.coverKey !== undefined ? (before?.coverKey ?? null) : null };
  });
