import type { ReactionType } from '@souq/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../community/blocks.repository.ts';
import { authorFields } from '../community/community.repository.ts';
import { reelComments, reelReactions, reels } from './reels.table.ts';

/** A reel `viewerId` may see: active or their own, by someone neither blocked. */
const reelVisibleTo = (viewerId: number): SQL =>
  and(
    or(eq(reels.status, 'active'), eq(reels.userId, viewerId)),
    notBlockedEitherWay(viewerId, reels.userId),
  ) as SQL;

const cardFields = (viewerId: number) => ({
  id: reels.id,
  userId: reels.userId,
  title: reels.title,
  caption: reels.caption,
  videoKey: reels.videoKey,
  posterKey: reels.posterKey,
  status: reels.status,
  countryId: reels.countryId,
  regionId: reels.regionId,
  commentsCount: reels.commentsCount,
  reactionsCount: reels.reactionsCount,
  createdAt: reels.createdAt,
  // One index probe on (reel_id, user_id) per reel of the page.
  userReaction: sql<ReactionType | null>`(select rr.type from ${reelReactions} as rr where rr.reel_id = ${reels.id} and rr.user_id = ${viewerId})`,
  ...authorFields,
});
export type ReelRow = Awaited<ReturnType<typeof findReelCard>> & object;

export type ReelFilter = { kind: 'feed' } | { kind: 'user'; userId: number };

const filterWhere = (filter: ReelFilter, viewerId: number): SQL =>
  filter.kind === 'feed'
    ? (and(eq(reels.status, 'active'), notBlockedEitherWay(viewerId, reels.userId)) as SQL)
    : (and(eq(reels.userId, filter.userId), reelVisibleTo(viewerId)) as SQL);

/** One page, newest first along `reels_feed_idx` (or `reels_user_idx`); ids first, then cards. */
export const listReelCards = (
  db: Database,
  {
    viewerId,
    filter,
    limit,
    offset,
  }: { viewerId: number; filter: ReelFilter; limit: number; offset: number },
) => {
  const pageIds = db
    .select({ id: reels.id })
    .from(reels)
    .where(filterWhere(filter, viewerId))
    .orderBy(desc(reels.createdAt), desc(reels.id))
    .limit(limit)
    .offset(offset);
  return db
    .select(cardFields(viewerId))
    .from(reels)
    .innerJoin(users, eq(users.id, reels.userId))
    .where(inArray(reels.id, pageIds))
    .orderBy(desc(reels.createdAt), desc(reels.id));
};

/** How many reels the list holds, counting no further than `cap`. */
export const countReels = async (
  db: Database,
  { viewerId, filter, cap }: { viewerId: number; filter: ReelFilter; cap: number },
): Promise<number> => {
  const capped = db
    .select({ one: sql`1` })
    .from(reels)
    .where(filterWhere(filter, viewerId))
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.n ?? 0);
};

/** One reel's card if `viewerId` may see it. */
export const findReelCard = async (db: Database, id: number, viewerId: number) => {
  const [row] = await db
    .select(cardFields(viewerId))
    .from(reels)
    .innerJoin(users, eq(users.id, reels.userId))
    .where(and(eq(reels.id, id), reelVisibleTo(viewerId)))
    .limit(1);
  return row;
};

/** The bare reel with whether `viewerId` may see it; undefined when it does not exist. */
export const findReelFor = async (db: Database, id: number, viewerId: number) => {
  const [row] = await db
    .select({
      id: reels.id,
      userId: reels.userId,
      videoKey: reels.videoKey,
      posterKey: reels.posterKey,
      visible: sql<boolean>`${reelVisibleTo(viewerId)}`,
    })
    .from(reels)
    .where(eq(reels.id, id))
    .limit(1);
  return row;
};

export const insertReel = async (db: Database, values: typeof reels.$inferInsert) => {
  const [row] = await db.insert(reels).values(values).returning({ id: reels.id });
  return row!.id;
};

/** Deletes the reel if `userId` wrote it; answers its media keys, or undefined. */
export const deleteOwnReel = async (db: Database, id: number, userId: number) => {
  const [row] = await db
    .delete(reels)
    .where(and(eq(reels.id, id), eq(reels.userId, userId)))
    .returning({ videoKey: reels.videoKey, posterKey: reels.posterKey });
  return row;
};

/** Adds a comment and counts it on the reel, in one transaction. */
export const insertComment = (
  db: Database,
  values: { reelId: number; userId: number; content: string },
) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(reelComments).values(values).returning({ id: reelComments.id });
    await tx
      .update(reels)
      .set({ commentsCount: sql`${reels.commentsCount} + 1` })
      .where(eq(reels.id, values.reelId));
    return row!.id;
  });

const commentFields = {
  id: reelComments.id,
  reelId: reelComments.reelId,
  content: reelComments.content,
  createdAt: reelComments.createdAt,
  reelAuthorId: reels.userId,
  ...authorFields,
};

/** A reel's comments, oldest first, leaving out people either side blocked. */
export const listComments = (
  db: Database,
  {
    reelId,
    viewerId,
    limit,
    offset,
  }: { reelId: number; viewerId: number; limit: number; offset: number },
) =>
  db
    .select(commentFields)
    .from(reelComments)
    .innerJoin(users, eq(users.id, reelComments.userId))
    .innerJoin(reels, eq(reels.id, reelComments.reelId))
    .where(and(eq(reelComments.reelId, reelId), notBlockedEitherWay(viewerId, reelComments.userId)))
    .orderBy(asc(reelComments.createdAt), asc(reelComments.id))
    .limit(limit)
    .offset(offset);
export type ReelCommentRow = Awaited<ReturnType<typeof listComments>>[number];

export const findComment = async (db: Database, id: number) => {
  const [row] = await db
    .select(commentFields)
    .from(reelComments)
    .innerJoin(users, eq(users.id, reelComments.userId))
    .innerJoin(reels, eq(reels.id, reelComments.reelId))
    .where(eq(reelComments.id, id))
    .limit(1);
  return row;
};

/**
 * Sets, replaces or clears `userId`'s reaction and keeps `reels.reactions_count` in step, in one
 * transaction. Toggles of one user on one reel take turns on an advisory lock (see the post
 * reactions' repository for why the unique index alone is not enough on PostgreSQL).
 */
export const toggleReaction = (
  db: Database,
  { reelId, userId, type }: { reelId: number; userId: number; type: ReactionType },
) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`reel-reaction:${reelId}:${userId}`}, 0))`,
    );
    const result = await tx.execute(sql`
      with cleared as (
        delete from ${reelReactions}
        where ${reelReactions.reelId} = ${reelId} and ${reelReactions.userId} = ${userId}
          and ${reelReactions.type} = ${type}
        returning 1
      ), existed as (
        select 1 from ${reelReactions}
        where ${reelReactions.reelId} = ${reelId} and ${reelReactions.userId} = ${userId}
      ), chosen as (
        insert into ${reelReactions} (reel_id, user_id, type)
        select ${reelId}, ${userId}, ${type} where not exists (select 1 from cleared)
        on conflict (reel_id, user_id) do update set type = excluded.type, created_at = now()
        returning type
      ), counted as (
        update ${reels} set reactions_count = reactions_count
          + case when exists (select 1 from cleared) then -1
                 when not exists (select 1 from existed) then 1 else 0 end
        where ${reels.id} = ${reelId}
        returning reactions_count
      )
      select (select type from chosen) as type, (select reactions_count from counted) as count`);
    const [row] = rowsOf<{ type: ReactionType | null; count: number }>(result);
    return { type: row?.type ?? null, count: Number(row?.count ?? 0) };
  });

/** Who reacted to a reel, newest first (at most `limit`), leaving out people either side blocked. */
export const listReactions = (
  db: Database,
  { reelId, viewerId, limit }: { reelId: number; viewerId: number; limit: number },
) =>
  db
    .select({
      id: reelReactions.id,
      type: reelReactions.type,
      createdAt: reelReactions.createdAt,
      ...authorFields,
    })
    .from(reelReactions)
    .innerJoin(users, eq(users.id, reelReactions.userId))
    .where(
      and(eq(reelReactions.reelId, reelId), notBlockedEitherWay(viewerId, reelReactions.userId)),
    )
    .orderBy(desc(reelReactions.createdAt), desc(reelReactions.id))
    .limit(limit);
