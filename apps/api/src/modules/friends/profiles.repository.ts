import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../community/blocks.repository.ts';
import { authorFields } from '../community/community.repository.ts';
import { posts } from '../community/community.table.ts';
import { reels } from '../reels/reels.table.ts';
import { PROFILE_COUNT_CAP } from './friends.repository.ts';
import { communityProfiles, follows } from './friends.table.ts';

// A community profile: what it shows, its photos, and the owner's changes to it.

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
