import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { notBlockedEitherWay } from './blocks.repository.ts';
import { posts } from './community.table.ts';

/**
 * The author columns every community answer shows (`UserRef`): a company without an avatar shows
 * its logo, as in the accounts area.
 */
export const authorFields = {
  authorId: users.id,
  authorName: users.name,
  authorType: users.type,
  authorPhotoKey: sql<
    string | null
  >`coalesce(${users.imageKey}, case when ${users.type} = 'company' then ${users.logoKey} end)`,
};

/**
 * A post `viewerId` may see: active or their own, by an author with no block between them (whoever
 * blocked whom).
 */
export const postVisibleTo = (viewerId: number | Placeholder): SQL =>
  and(
    or(eq(posts.status, 'active'), eq(posts.userId, viewerId)),
    notBlockedEitherWay(viewerId, posts.userId),
  ) as SQL;

/** The bare post with whether `viewerId` may see it; undefined when it does not exist. */
export const findPostFor = async (db: Database, id: number, viewerId: number) => {
  const [row] = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      status: posts.status,
      imageKey: posts.imageKey,
      countryId: posts.countryId,
      regionId: posts.regionId,
      visible: sql<boolean>`${postVisibleTo(viewerId)}`,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row;
};

export const userExists = async (db: Database, id: number): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
};

/** A user `viewerId` may see: exists, and neither blocked the other. */
export const findVisibleUser = async (db: Database, userId: number, viewerId: number) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), notBlockedEitherWay(viewerId, users.id)))
    .limit(1);
  return row;
};
