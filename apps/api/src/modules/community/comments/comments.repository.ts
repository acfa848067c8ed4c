import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../accounts/accounts.table.ts';
import { notBlockedEitherWay } from '../blocks.repository.ts';
import { authorFields, postVisibleTo } from '../community.repository.ts';
import { postComments, posts } from '../community.table.ts';

const commentFields = {
  id: postComments.id,
  postId: postComments.postId,
  parentId: postComments.parentId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  ...authorFields,
};

export type CommentRow = Awaited<ReturnType<typeof listCommentsOfPost>>[number];

/**
 * Every comment and reply of a post that `viewerId` may see, in conversation order: the whole
 * tree in one range scan of `post_comments_post_idx`, assembled in memory.
 */
export const listCommentsOfPost = (db: Database, postId: number, viewerId: number) =>
  db
    .select(commentFields)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(and(eq(postComments.postId, postId), notBlockedEitherWay(viewerId, postComments.userId)))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));

/** A page of a post's top-level comments, oldest first, each with its count of visible replies. */
export const listTopLevelComments = (
  db: Database,
  {
    postId,
    viewerId,
    limit,
    offset,
  }: { postId: number; viewerId: number; limit: number; offset: number },
) =>
  db
    .select({
      ...commentFields,
      repliesCount:
        sql<number>`(select count(*) from ${postComments} as replies where replies.parent_id = ${postComments.id} and ${notBlockedEitherWay(viewerId, sql`replies.user_id`)})`.mapWith(
          Number,
        ),
    })
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        notBlockedEitherWay(viewerId, postComments.userId),
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit)
    .offset(offset);

export const countTopLevelComments = async (
  db: Database,
  { postId, viewerId, cap }: { postId: number; viewerId: number; cap: number },
) => {
  const capped = db
    .select({ one: sql`1` })
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        notBlockedEitherWay(viewerId, postComments.userId),
      ),
    )
    .limit(cap)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
};

/**
 * A comment with its post's author, and whether `viewerId` may see it: its post is visible to
 * them and there is no block between them and its author (whoever blocked whom).
 */
export const findCommentFor = async (db: Database, id: number, viewerId: number) => {
  const [row] = await db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      parentId: postComments.parentId,
      userId: postComments.userId,
      postAuthorId: posts.userId,
      visible: sql<boolean>`(${postVisibleTo(viewerId)} and ${notBlockedEitherWay(viewerId, postComments.userId)})`,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(eq(postComments.id, id))
    .limit(1);
  return row;
};

export const insertComment = async (
  db: Database,
  values: { postId: number; parentId: number | null; userId: number; content: string },
) => {
  const [row] = await db.insert(postComments).values(values).returning({ id: postComments.id });
  return row!;
};

/** Changes the text only if `userId` wrote the comment; answers whether it did. */
export const updateOwnComment = async (
  db: Database,
  { id, userId, content }: { id: number; userId: number; content: string },
) => {
  const rows = await db
    .update(postComments)
    .set({ content, updatedAt: sql`now()` })
    .where(and(eq(postComments.id, id), eq(postComments.userId, userId)))
    .returning({ id: postComments.id });
  return rows.length > 0;
};

/** Deletes the comment; its replies, and theirs, go with it (ON DELETE CASCADE). */
export const deleteComment = async (db: Database, id: number) => {
  const rows = await db
    .delete(postComments)
    .where(eq(postComments.id, id))
    .returning({ id: postComments.id });
  return rows.length > 0;
};

/** All comments of a post, for realtime listeners (whose blocks are their own business). */
export const countCommentsOfPost = async (db: Database, postId: number) => {
  const [row] = await db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, postId));
  return row?.n ?? 0;
};

/** One comment with its author, whoever asks (used right after writing it). */
export const findCommentRow = async (db: Database, id: number) => {
  const [row] = await db
    .select(commentFields)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(eq(postComments.id, id))
    .limit(1);
  return row;
};
