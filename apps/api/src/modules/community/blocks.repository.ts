import { and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { userBlocks } from './community.table.ts';

// Blocks belong to community: a block is made and undone there (moderation), and every other
// area (posts, comments, friends, reels, stories, chat, notifications) reads it only through
// these predicates. A block is two-way: blocked people see nothing of each other, whoever
// blocked whom.

export const insertBlock = (db: Database, blockerId: number, blockedId: number) =>
  db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();

export const deleteBlock = (db: Database, blockerId: number, blockedId: number) =>
  db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));

/** A user id: a number, a prepared statement's placeholder, or a column (or expression). */
type UserId = number | Placeholder | SQLWrapper;

/**
 * True when neither `viewerId` nor the user in `otherColumn` has blocked the other: the one
 * block condition (the primary key and `user_blocks_blocked_idx` answer each side with a probe).
 */
export const notBlockedEitherWay = (viewerId: UserId, otherColumn: SQLWrapper): SQL =>
  // An alias of its own: drizzle leaves columns unqualified in a single-table select list.
  sql`not exists (select 1 from ${userBlocks} as bx where (bx.blocker_id = ${viewerId} and bx.blocked_id = ${otherColumn}) or (bx.blocker_id = ${otherColumn} and bx.blocked_id = ${viewerId}))`;

/** The rows of `user_blocks` (as `alias`) that hold `userId` on either side. */
const blocksWith = (alias: string, userId: UserId): SQL => {
  const b = sql.raw(alias);
  return sql`${userBlocks} as ${b} where (${b}.blocker_id = ${userId} or ${b}.blocked_id = ${userId})`;
};

/** In a row of `blocksWith(alias, userId)`: the one who is not `userId`. */
const otherSide = (alias: string, userId: UserId): SQL => {
  const b = sql.raw(alias);
  return sql`case when ${b}.blocker_id = ${userId} then ${b}.blocked_id else ${b}.blocker_id end`;
};

/**
 * True when `viewerId` has blocked anyone or been blocked by anyone: an uncorrelated subquery,
 * evaluated once per statement (an InitPlan), that lets the per-row block checks be skipped for
 * the many who are in no block.
 */
export const inAnyBlock = (viewerId: UserId): SQL =>
  sql`exists (select 1 from ${blocksWith('vb', viewerId)})`;

/**
 * The ids on the other side of a block with `viewerId` (whoever blocked whom), as an array: an
 * uncorrelated subquery, evaluated once per statement (an InitPlan), so that a page checks its
 * rows against it in memory instead of probing the blocks table per row; empty for the many who
 * are in no block.
 */
export const blockedIdsOf = (viewerId: UserId): SQL =>
  sql`coalesce((select array_agg(${otherSide('bl', viewerId)}) from ${blocksWith('bl', viewerId)}), '{}')`;

/** Whether either of the two blocked the other. */
export const blockedBetween = async (db: Database, a: number, b: number): Promise<boolean> => {
  const [row] = rowsOf<{ clear: boolean }>(
    await db.execute(
      sql`select ${notBlockedEitherWay(sql`${a}::bigint`, sql`${b}::bigint`)} as clear`,
    ),
  );
  return row?.clear === false;
};

/** The ids on the other side of a block with `userId`, read now (see `blockedIdsOf`). */
export const blockedIdsFor = async (db: Database, userId: number): Promise<number[]> => {
  const id = sql`${userId}::bigint`;
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`select ${otherSide('bl', id)} as id from ${blocksWith('bl', id)}`),
  );
  return rows.map((row) => Number(row.id));
};
