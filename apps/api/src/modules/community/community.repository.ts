import { and, eq, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../accounts/accounts.table.ts';
import { posts, userBlocks } from './community.table.ts';

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

/** True when `viewerId` has not blocked the user in `authorColumn`. */
export const notBlockedBy = (viewerId: number | Placeholder, authorColumn: SQLWrapper): SQL =>
  // An alias of its own: drizzle leaves columns unqualified in a single-table select list.
  sql`not exists (select 1 from ${userBlocks} as ub where ub.blocker_id = ${viewerId} and ub.blocked_id = ${authorColumn})`;

/**
 * True when `viewerId` has blocked anyone: an uncorrelated subquery, evaluated once per statement
 * (an InitPlan), that lets the per-row block checks be skipped for the many who block no one.
 */
export const viewerBlocks = (viewerId: number | Placeholder): SQL =>
  sql`exists (select 1 from ${userBlocks} as vb where vb.blocker_id = ${viewerId})`;

/**
 * The ids `viewerId` has blocked, as an array: an uncorrelated subquery, evaluated once per
 * statement (an InitPlan), so that a page checks its rows against it in memory instead of probing
 * the blocks table per row; empty for the many who block no one.
 */
export const blockedIdsOf = (viewerId: number | Placeholder): SQL =>
  sql`coalesce((select array_agg(bl.blocked_id) from ${userBlocks} as bl where bl.blocker_id = ${viewerId}), '{}')`;

/** A post `viewerId` may see: active or their own, by an author they have not blocked. */
export const postVisibleTo = (viewerId: number | Placeholder): SQL =>
  and(
    or(eq(posts.status, 'active'), eq(posts.userId, viewerId)),
    notBlockedBy(viewerId, posts.userId),
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
