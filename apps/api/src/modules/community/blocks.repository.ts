import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userBlocks } from './community.table.ts';

// Blocks belong to community: a block is made and undone there (moderation), and every other
// area (friends, reels, stories) reads it only through these predicates.

export const insertBlock = (db: Database, blockerId: number, blockedId: number) =>
  db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();

export const deleteBlock = (db: Database, blockerId: number, blockedId: number) =>
  db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));

/** True when `viewerId` has not blocked the user in `authorColumn`. */
export const notBlockedBy = (viewerId: number | Placeholder, authorColumn: SQLWrapper): SQL =>
  // An alias of its own: drizzle leaves columns unqualified in a single-table select list.
  sql`not exists (select 1 from ${userBlocks} as ub where ub.blocker_id = ${viewerId} and ub.blocked_id = ${authorColumn})`;

/**
 * True when neither `viewerId` nor the user in `otherColumn` has blocked the other: blocked
 * people see nothing of each other (reels, stories, profiles, friends), whoever blocked whom.
 */
export const notBlockedEitherWay = (viewerId: number, otherColumn: SQLWrapper): SQL =>
  sql`not exists (select 1 from ${userBlocks} as bx where (bx.blocker_id = ${viewerId} and bx.blocked_id = ${otherColumn}) or (bx.blocker_id = ${otherColumn} and bx.blocked_id = ${viewerId}))`;

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
