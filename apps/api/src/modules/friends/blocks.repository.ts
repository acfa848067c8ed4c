import { and, eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userBlocks } from '../community/community.table.ts';

/**
 * True when neither `viewerId` nor the user in `otherColumn` has blocked the other: blocked
 * people see nothing of each other (reels, stories, profiles, friends), whoever blocked whom.
 */
export const notBlockedEitherWay = (viewerId: number, otherColumn: SQLWrapper): SQL =>
  sql`not exists (select 1 from ${userBlocks} as bx where (bx.blocker_id = ${viewerId} and bx.blocked_id = ${otherColumn}) or (bx.blocker_id = ${otherColumn} and bx.blocked_id = ${viewerId}))`;

/** True when one of the two has blocked the other. */
export const isBlockedEitherWay = async (db: Database, a: number, b: number): Promise<boolean> => {
  const [row] = await db
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
};
