import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../community/blocks.repository.ts';
import { authorFields } from '../community/community.repository.ts';
import { stories, storyLikes, storyReplies, storyViews } from './stories.table.ts';

/** Stories newer than this are live; expiry is read from `created_at`, never stored. */
const live = sql`now() - make_interval(hours => ${24})`;

/** How many live stories the tray reads at most (the newest). */
export const LIVE_STORIES_MAX = 300;
/** How many viewers a story lists at most (the newest). */
export const VIEWERS_MAX = 200;

const storyFields = (viewerId: number) => ({
  id: stories.id,
  userId: stories.userId,
  mediaKey: stories.mediaKey,
  mediaType: stories.mediaType,
  posterKey: stories.posterKey,
  caption: stories.caption,
  viewsCount: stories.viewsCount,
  likesCount: stories.likesCount,
  repliesCount: stories.repliesCount,
  createdAt: stories.createdAt,
  seen: sql<boolean>`exists (select 1 from ${storyViews} as sv where sv.story_id = ${stories.id} and sv.viewer_id = ${viewerId})`,
  liked: sql<boolean>`exists (select 1 from ${storyLikes} as sl where sl.story_id = ${stories.id} and sl.user_id = ${viewerId})`,
  ...authorFields,
});
export type StoryRow = Awaited<ReturnType<typeof listLiveStories>>[number];

/** Live stories of people neither side blocked, newest first along `stories_created_idx`. */
export const listLiveStories = (db: Database, viewerId: number) =>
  db
    .select(storyFields(viewerId))
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(gt(stories.createdAt, live), notBlockedEitherWay(viewerId, stories.userId)))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(LIVE_STORIES_MAX);

/** One live story `viewerId` may see. */
export const findLiveStory = async (db: Database, id: number, viewerId: number) => {
  const [row] = await db
    .select(storyFields(viewerId))
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(
      and(
        eq(stories.id, id),
        gt(stories.createdAt, live),
        notBlockedEitherWay(viewerId, stories.userId),
      ),
    )
    .limit(1);
  return row;
};

/** Who viewed these stories (the author's own), newest first. */
export const listViewers = (db: Database, storyIds: number[]) =>
  storyIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ storyId: storyViews.storyId, viewedAt: storyViews.viewedAt, ...authorFields })
        .from(storyViews)
        .innerJoin(users, eq(users.id, storyViews.viewerId))
        .where(inArray(storyViews.storyId, storyIds))
        .orderBy(desc(storyViews.viewedAt))
        .limit(VIEWERS_MAX * storyIds.length);

export const insertStory = async (db: Database, values: typeof stories.$inferInsert) => {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
  return row!.id;
};

/**
 * When the live story holding the stored file `key` expires (a video as stored, an image's or a
 * poster's sizes `<key>-<size>.webp`), or null when no live story holds it.
 */
export const liveUntilOf = async (db: Database, key: string): Promise<Date | null> => {
  const base = key.replace(/-\d+\.webp$/, '');
  const result = await db.execute(sql`
    select ${stories.createdAt} + make_interval(hours => ${24}) as until from ${stories}
    where (${stories.mediaKey} in (${key}, ${base}) or ${stories.posterKey} = ${base})
      and ${stories.createdAt} > ${live}
    limit 1`);
  const [row] = rowsOf<{ until: Date | string }>(result);
  return row ? new Date(row.until) : null;
};

export const deleteOwnStory = async (db: Database, id: number, userId: number) => {
  const [row] = await db
    .delete(stories)
    .where(and(eq(stories.id, id), eq(stories.userId, userId)))
    .returning({
      mediaKey: stories.mediaKey,
      mediaType: stories.mediaType,
      posterKey: stories.posterKey,
    });
  return row;
};

/**
 * Records one view per viewer (the primary key refuses a second) and counts it on the story in
 * the same statement; answers the count.
 */
export const recordView = async (db: Database, storyId: number, viewerId: number) => {
  const result = await db.execute(sql`
    with added as (
      insert into ${storyViews} (story_id, viewer_id) values (${storyId}, ${viewerId})
      on conflict do nothing
      returning 1
    )
    update ${stories} set views_count = views_count + (select count(*)::int from added)
    where ${stories.id} = ${storyId}
    returning views_count`);
  const [row] = rowsOf<{ views_count: number }>(result);
  return Number(row?.views_count ?? 0);
};

/** Likes or unlikes, and keeps `likes_count` in step, taking turns per user and story. */
export const toggleLike = (db: Database, storyId: number, userId: number) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`story-like:${storyId}:${userId}`}, 0))`,
    );
    const result = await tx.execute(sql`
      with removed as (
        delete from ${storyLikes} where story_id = ${storyId} and user_id = ${userId} returning 1
      ), added as (
        insert into ${storyLikes} (story_id, user_id)
        select ${storyId}, ${userId} where not exists (select 1 from removed)
        on conflict do nothing
        returning 1
      )
      update ${stories} set likes_count = likes_count
        + (select count(*)::int from added) - (select count(*)::int from removed)
      where ${stories.id} = ${storyId}
      returning likes_count, exists (select 1 from added) as liked`);
    const [row] = rowsOf<{ likes_count: number; liked: boolean }>(result);
    return { liked: Boolean(row?.liked), likesCount: Number(row?.likes_count ?? 0) };
  });

/**
 * Records that `userId` replied (the primary key refuses a second row) and counts them on the
 * story in the same statement: each person once. Answers the count.
 */
export const recordReply = async (db: Database, storyId: number, userId: number) => {
  const result = await db.execute(sql`
    with added as (
      insert into ${storyReplies} (story_id, user_id) values (${storyId}, ${userId})
      on conflict do nothing
      returning 1
    )
    update ${stories} set replies_count = replies_count + (select count(*)::int from added)
    where ${stories.id} = ${storyId}
    returning replies_count`);
  const [row] = rowsOf<{ replies_count: number }>(result);
  return Number(row?.replies_count ?? 0);
};
