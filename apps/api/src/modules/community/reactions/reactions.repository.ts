import type { ReactionType } from '@souq/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { users } from '../../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../blocks.repository.ts';
import { authorFields } from '../community.repository.ts';
import { postReactions, posts } from '../community.table.ts';

/** How many reactions a list answers at most (the newest). */
export const REACTIONS_LIST_MAX = 1000;

/**
 * Sets, replaces or clears `userId`'s reaction in one statement: the same type again deletes it,
 * any other type inserts it or, on the unique (post_id, user_id), replaces the type. Answers the
 * reaction left, or null.
 *
 * Toggles of one user on one post take turns on a transaction-scoped advisory lock. The unique
 * index alone is not enough on PostgreSQL: a toggle whose snapshot predates a concurrent insert
 * finds nothing to delete, then waits on the index and overwrites instead of clearing.
 */
export const toggleReaction = (
  db: Database,
  { postId, userId, type }: { postId: number; userId: number; type: ReactionType },
): Promise<ReactionType | null> =>
  db.transaction(async (tx) => {
    // Its own statement: the toggle below then reads a snapshot taken after the previous turn.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`post-reaction:${postId}:${userId}`}, 0))`,
    );
    return setOrClearReaction(tx, { postId, userId, type });
  });

const setOrClearReaction = async (
  db: Database,
  { postId, userId, type }: { postId: number; userId: number; type: ReactionType },
): Promise<ReactionType | null> => {
  const result = await db.execute<{ type: ReactionType | null }>(sql`
    with cleared as (
      delete from ${postReactions}
      where ${postReactions.postId} = ${postId} and ${postReactions.userId} = ${userId}
        and ${postReactions.type} = ${type}
      returning 1
    ), chosen as (
      insert into ${postReactions} (post_id, user_id, type)
      select ${postId}, ${userId}, ${type} where not exists (select 1 from cleared)
      on conflict (post_id, user_id) do update set type = excluded.type, created_at = now()
      returning type
    )
    select (select type from chosen) as type`);
  const rows = rowsOf<{ type: ReactionType | null }>(result);
  return rows[0]?.type ?? null;
};

/** The post's reaction counters by type (undefined for a post that is gone). */
export const findReactionCounters = async (db: Database, postId: number) => {
  const [row] = await db
    .select({
      reactionsLike: posts.reactionsLike,
      reactionsLove: posts.reactionsLove,
      reactionsHaha: posts.reactionsHaha,
      reactionsWow: posts.reactionsWow,
      reactionsSad: posts.reactionsSad,
      reactionsAngry: posts.reactionsAngry,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return row;
};

/**
 * Who reacted to a post, newest first, optionally one type only; none of those in a block with
 * `viewerId` (whoever blocked whom).
 */
export const listReactions = (
  db: Database,
  { postId, viewerId, type }: { postId: number; viewerId: number; type?: ReactionType },
) =>
  db
    .select({
      id: postReactions.id,
      type: postReactions.type,
      createdAt: postReactions.createdAt,
      ...authorFields,
    })
    .from(postReactions)
    .innerJoin(users, eq(users.id, postReactions.userId))
    .where(
      and(
        eq(postReactions.postId, postId),
        notBlockedEitherWay(viewerId, postReactions.userId),
        type === undefined ? undefined : eq(postReactions.type, type),
      ),
    )
    .orderBy(desc(postReactions.createdAt), desc(postReactions.id))
    .limit(REACTIONS_LIST_MAX);
