import type { ReactionType } from '@souq/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, selectPrepared } from '../../../db/client.ts';
import { users } from '../../accounts/accounts.table.ts';
import { countries, regions } from '../../catalog/catalog.table.ts';
import {
  authorFields,
  notBlockedBy,
  postVisibleTo,
  viewerBlocks,
} from '../community.repository.ts';
import { postComments, postReactions, posts } from '../community.table.ts';

export type PostInsert = typeof posts.$inferInsert;
export type PostChanges = Partial<
  Pick<PostInsert, 'title' | 'content' | 'imageKey' | 'status' | 'countryId' | 'regionId'>
>;

/**
 * Everything a post card shows, for `viewerId`. The counts are the post row's counters (kept by
 * triggers in the transaction of each write); only a viewer who blocked someone has the blocked
 * authors' comments taken off, by a range scan of the page's posts (`viewerBlocks`, evaluated once
 * per statement, skips it for everyone else). The caller's reaction is one probe of the unique
 * (post_id, user_id) index per row of the page.
 */
const cardFields = (viewerId: number) => ({
  id: posts.id,
  title: posts.title,
  content: posts.content,
  imageKey: posts.imageKey,
  status: posts.status,
  createdAt: posts.createdAt,
  ...authorFields,
  regionId: regions.id,
  regionNameEn: regions.nameEn,
  regionNameAr: regions.nameAr,
  countryId: countries.id,
  countryNameEn: countries.nameEn,
  countryNameAr: countries.nameAr,
  commentsCount: sql<number>`(case when ${viewerBlocks(viewerId)}
    then ${posts.commentsCount} - (select count(*) from ${postComments} where ${postComments.postId} = ${posts.id}
      and not ${notBlockedBy(viewerId, postComments.userId)})
    else ${posts.commentsCount} end)::int`.mapWith(Number),
  reactionsLike: posts.reactionsLike,
  reactionsLove: posts.reactionsLove,
  reactionsHaha: posts.reactionsHaha,
  reactionsWow: posts.reactionsWow,
  reactionsSad: posts.reactionsSad,
  reactionsAngry: posts.reactionsAngry,
  userReaction: sql<ReactionType | null>`(select ${postReactions.type} from ${postReactions} where ${postReactions.postId} = ${posts.id} and ${postReactions.userId} = ${viewerId})`,
});

export type PostCardRow = Awaited<ReturnType<typeof selectCards>>[number];

const selectCards = (db: Database, viewerId: number, where: SQL | undefined) =>
  db
    .select(cardFields(viewerId))
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .innerJoin(regions, eq(regions.id, posts.regionId))
    .innerJoin(countries, eq(countries.id, posts.countryId))
    .where(where);

/** Which posts a list shows. */
export type PostFilter = { kind: 'feed' } | { kind: 'mine' } | { kind: 'user'; userId: number };

const filterWhere = (filter: PostFilter, viewerId: number): SQL | undefined => {
  switch (filter.kind) {
    case 'feed':
      // Most viewers block no one: the per-row check is skipped for them.
      return and(
        eq(posts.status, 'active'),
        sql`(not ${viewerBlocks(viewerId)} or ${notBlockedBy(viewerId, posts.userId)})`,
      );
    case 'mine':
      return eq(posts.userId, viewerId);
    case 'user':
      return and(eq(posts.userId, filter.userId), postVisibleTo(viewerId));
  }
};

/**
 * One page of a list, newest first (the feed index read backwards). The page's ids are chosen
 * first and only those rows get their cards: PostgreSQL would otherwise compute the subqueries
 * for every row OFFSET skips too.
 */
export const listPostCards = (
  db: Database,
  {
    viewerId,
    filter,
    limit,
    offset,
  }: { viewerId: number; filter: PostFilter; limit: number; offset: number },
) => {
  const pageIds = db
    .select({ id: posts.id })
    .from(posts)
    .where(filterWhere(filter, viewerId))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
  // A named statement (planned once per connection): the plan does not depend on the values.
  return selectPrepared(
    selectCards(db, viewerId, inArray(posts.id, pageIds)).orderBy(
      desc(posts.createdAt),
      desc(posts.id),
    ),
  );
};

/** How many posts the list holds, counting no further than `cap` (an index-only scan at most). */
export const countPosts = async (
  db: Database,
  { viewerId, filter, cap }: { viewerId: number; filter: PostFilter; cap: number },
): Promise<number> => {
  const capped = db
    .select({ one: sql`1` })
    .from(posts)
    .where(filterWhere(filter, viewerId))
    .limit(cap)
    .as('capped');
  const [row] = await selectPrepared(db.select({ n: sql<number>`count(*)::int` }).from(capped));
  return row?.n ?? 0;
};

export const findPostCard = async (db: Database, id: number, viewerId: number) => {
  const [row] = await selectPrepared(
    selectCards(db, viewerId, and(eq(posts.id, id), postVisibleTo(viewerId))),
  );
  return row;
};

export const insertPost = async (db: Database, values: PostInsert) => {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  return row!;
};

/** Changes the post only if `userId` wrote it; answers whether a row changed. */
export const updateOwnPost = async (
  db: Database,
  { id, userId, changes }: { id: number; userId: number; changes: PostChanges },
) => {
  const rows = await db
    .update(posts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(posts.id, id), eq(posts.userId, userId)))
    .returning({ id: posts.id });
  return rows.length > 0;
};

/** Deletes the post (its comments and reactions cascade) only if `userId` wrote it. */
export const deleteOwnPost = async (
  db: Database,
  { id, userId }: { id: number; userId: number },
) => {
  const rows = await db
    .delete(posts)
    .where(and(eq(posts.id, id), eq(posts.userId, userId)))
    .returning({ imageKey: posts.imageKey });
  return rows[0];
};
