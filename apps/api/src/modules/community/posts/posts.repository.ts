import type { ReactionType } from '@souq/contract';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Database, preparedOnce } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { users } from '../../accounts/accounts.table.ts';
import { blockedIdsOf, inAnyBlock, notBlockedEitherWay } from '../blocks.repository.ts';
import { authorFields, postVisibleTo } from '../community.repository.ts';
import { postComments, postReactions, posts } from '../community.table.ts';

export type PostInsert = typeof posts.$inferInsert;
export type PostChanges = Partial<
  Pick<PostInsert, 'title' | 'content' | 'imageKey' | 'status' | 'countryId' | 'regionId'>
>;

/**
 * Everything a post card shows, for `viewerId`. The counts are the post row's counters (kept by
 * triggers in the transaction of each write); only a viewer in a block (either side) has the
 * comments of the people on its other side taken off, by a range scan of the page's posts
 * (`inAnyBlock`, evaluated once per statement, skips it for everyone else). The caller's reaction is one probe of the unique
 * (post_id, user_id) index per row of the page.
 */
const cardFields = (viewerId: Placeholder, p: typeof posts = posts) => ({
  id: p.id,
  title: p.title,
  content: p.content,
  imageKey: p.imageKey,
  status: p.status,
  createdAt: p.createdAt,
  ...authorFields,
  // Names of the place come from the reference index in memory, not from two joins per card.
  regionId: p.regionId,
  countryId: p.countryId,
  commentsCount: sql<number>`(case when ${inAnyBlock(viewerId)}
    then ${p.commentsCount} - (select count(*) from ${postComments} where ${postComments.postId} = ${p.id}
      and not ${notBlockedEitherWay(viewerId, postComments.userId)})
    else ${p.commentsCount} end)::int`.mapWith(Number),
  reactionsLike: p.reactionsLike,
  reactionsLove: p.reactionsLove,
  reactionsHaha: p.reactionsHaha,
  reactionsWow: p.reactionsWow,
  reactionsSad: p.reactionsSad,
  reactionsAngry: p.reactionsAngry,
  userReaction: sql<ReactionType | null>`(select ${postReactions.type} from ${postReactions} where ${postReactions.postId} = ${p.id} and ${postReactions.userId} = ${viewerId})`,
});

export type PostCardRow = Awaited<ReturnType<typeof selectCards>>[number];

/**
 * Cards of the posts in `from`: the table itself, or one page of it (see `listPostCards`), joined
 * with their authors.
 */
const selectCards = (
  db: Database,
  viewerId: Placeholder,
  where: SQL | undefined,
  from: typeof posts = posts,
) =>
  db
    .select(cardFields(viewerId, from))
    .from(from)
    .innerJoin(users, eq(users.id, from.userId))
    .where(where);

/** Which posts a list shows. */
export type PostFilter = { kind: 'feed' } | { kind: 'mine' } | { kind: 'user'; userId: number };

// The statements below are built once per database with these placeholders (`preparedOnce`).
const viewer = sql.placeholder('viewerId');
const author = sql.placeholder('userId');
const postId = sql.placeholder('id');

const filterWhere = (kind: PostFilter['kind']): SQL | undefined => {
  switch (kind) {
    case 'feed':
      // Each row is checked in memory against the ids in a block with the viewer, read once.
      return and(eq(posts.status, 'active'), sql`${posts.userId} <> all(${blockedIdsOf(viewer)})`);
    case 'mine':
      return eq(posts.userId, viewer);
    case 'user':
      return and(eq(posts.userId, author), postVisibleTo(viewer));
  }
};

const valuesOf = (filter: PostFilter, viewerId: number) => ({
  viewerId,
  userId: filter.kind === 'user' ? filter.userId : null,
});

/** A card row as the database answers it (ids as text or numbers, the time as text). */
interface PostCardDbRow
  extends Omit<PostCardRow, 'id' | 'authorId' | 'regionId' | 'countryId' | 'createdAt'> {
  id: number | string;
  authorId: number | string;
  regionId: number | string;
  countryId: number | string;
  createdAt: string | Date;
}

/**
 * The statement of a page of cards: the page's rows chosen first by the index walk (in a
 * subquery: the card's author, reaction and blocked-comments work is done for those rows only,
 * not for the rows OFFSET skips), then given their cards. Each author is one primary-key probe (a
 * lateral subquery kept apart with `offset 0`: a hash join read the whole users table to find
 * ten); a viewer in a block has the comments of those on its other side taken off by a probe of
 * the (user_id, post_id) index per post and blocked person, skipped for everyone else; the viewer's
 * reaction is one probe of the unique (post_id, user_id) index per row. Plain columns named as
 * `PostCardRow`'s fields: drizzle's mapping of a selected row (a type check per field per row) was
 * a tenth of a feed request's CPU.
 */
const postPageStatement = (kind: PostFilter['kind']) => {
  const commentsCount = sql`(case when cardinality(blocked.ids) = 0 then page.comments_count
    else page.comments_count - (select count(*) from ${postComments}
      where ${postComments.userId} = any(blocked.ids) and ${postComments.postId} = page.id) end)::int`;
  const userReaction = sql`(select ${postReactions.type} from ${postReactions}
    where ${postReactions.postId} = page.id and ${postReactions.userId} = ${viewer})`;
  return sql`select page.id as "id", page.title as "title", page.content as "content",
      page.image_key as "imageKey", page.status as "status", page.created_at as "createdAt",
      page.user_id as "authorId", u.name as "authorName", u.type as "authorType",
      u.photo_key as "authorPhotoKey",
      page.region_id as "regionId", page.country_id as "countryId",
      ${commentsCount} as "commentsCount", page.reactions_like as "reactionsLike",
      page.reactions_love as "reactionsLove", page.reactions_haha as "reactionsHaha",
      page.reactions_wow as "reactionsWow", page.reactions_sad as "reactionsSad",
      page.reactions_angry as "reactionsAngry", ${userReaction} as "userReaction"
    from (select ${posts.id}, ${posts.userId}, ${posts.title}, ${posts.content}, ${posts.imageKey},
        ${posts.status}, ${posts.countryId}, ${posts.regionId}, ${posts.createdAt},
        ${posts.commentsCount}, ${posts.reactionsLike}, ${posts.reactionsLove},
        ${posts.reactionsHaha}, ${posts.reactionsWow}, ${posts.reactionsSad},
        ${posts.reactionsAngry}
      from ${posts} where ${filterWhere(kind)}
      order by ${posts.createdAt} desc, ${posts.id} desc
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) page
    join lateral (select ${users.name}, ${users.type}, ${authorFields.authorPhotoKey} as photo_key
      from ${users} where ${users.id} = page.user_id offset 0) u on true
    cross join (select ${blockedIdsOf(viewer)} as ids) blocked
    order by page.created_at desc, page.id desc`;
};

/**
 * One page of a list, newest first (the feed index read backwards), as cards for `viewerId` (see
 * `postPageStatement`). A named statement, built once: the plan does not depend on the values.
 */
export const listPostCards = async (
  db: Database,
  {
    viewerId,
    filter,
    limit,
    offset,
  }: { viewerId: number; filter: PostFilter; limit: number; offset: number },
): Promise<PostCardRow[]> => {
  const result = await preparedOnce(db, `posts.page.${filter.kind}`, () =>
    postPageStatement(filter.kind),
  ).execute({ ...valuesOf(filter, viewerId), limit, offset });
  return rowsOf<PostCardDbRow>(result).map((r) => ({
    ...r,
    id: Number(r.id),
    authorId: Number(r.authorId),
    regionId: Number(r.regionId),
    countryId: Number(r.countryId),
    createdAt: new Date(r.createdAt),
  }));
};

/** How many posts the list holds, counting no further than `cap` (an index-only scan at most). */
export const countPosts = async (
  db: Database,
  { viewerId, filter, cap }: { viewerId: number; filter: PostFilter; cap: number },
): Promise<number> => {
  const [row] = await preparedOnce<Array<{ n: number }>>(db, `posts.count.${filter.kind}`, () => {
    const capped = db
      .select({ one: sql`1` })
      .from(posts)
      .where(filterWhere(filter.kind))
      .limit(sql.placeholder('cap') as unknown as number)
      .as('capped');
    return db.select({ n: sql<number>`count(*)::int` }).from(capped);
  }).execute({ ...valuesOf(filter, viewerId), cap });
  return row?.n ?? 0;
};

export const findPostCard = async (db: Database, id: number, viewerId: number) => {
  const [row] = await preparedOnce<PostCardRow[]>(db, 'posts.card', () =>
    selectCards(db, viewer, and(eq(posts.id, postId), postVisibleTo(viewer))),
  ).execute({ id, viewerId });
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
