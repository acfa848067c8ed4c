import {
  type Comment,
  type CommentBody,
  type ListCommentsQuery,
  POST_LIST_DEPTH_MAX,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../http/request-view.ts';
import { notifying } from '../../notifications/notify.ts';
import { cappedPage } from '../capped-page.ts';
import {
  cannotDeleteComment,
  commentNotFound,
  notCommentAuthor,
  postNotFound,
} from '../community.errors.ts';
import { toUserRef } from '../community.presenter.ts';
import { type CommunityRealtime, communityRealtimeOf } from '../community.realtime.ts';
import { findPostFor } from '../community.repository.ts';
import * as repo from './comments.repository.ts';

/** Where a comment goes: on a post (top level), or under another comment (a reply). */
export type CommentTarget = { postId: number } | { parentId: number };

/**
 * The comments' operations, bound once to the app's database and realtime. Each takes the
 * signed-in caller first (`actorOf(request)`): they decide `canEdit`/`canDelete` and whose
 * comments are hidden.
 */
export const createCommentsService = (app: Pick<FastifyInstance, 'db' | 'io' | 'realtime'>) => {
  const { db } = app;
  const realtime = communityRealtimeOf(app);
  return {
    tree: (actor: Actor, postId: number) => getPostComments(db, actor, postId),
    topLevel: (actor: Actor, postId: number, query: ListCommentsQuery) =>
      listTopLevelComments(db, actor, postId, query),
    replies: (actor: Actor, id: number) => getReplies(db, actor, id),
    add: (actor: Actor, target: CommentTarget, body: CommentBody) =>
      addComment(db, realtime, actor, target, body.content),
    edit: (actor: Actor, id: number, body: CommentBody) =>
      editComment(db, realtime, actor, id, body.content),
    remove: (actor: Actor, id: number) => removeComment(db, realtime, actor.userId, id),
  };
};

export type CommentsService = ReturnType<typeof createCommentsService>;

/** The comment author may edit and delete; the post's author may delete comments on it. */
const toComment = (row: repo.CommentRow, actor: Actor, postAuthorId: number): Comment => ({
  id: row.id,
  post_id: row.postId,
  parent_id: row.parentId,
  content: row.content,
  user: toUserRef(row, actor.media),
  replies: [],
  replies_count: 0,
  canEdit: row.authorId === actor.userId,
  canDelete: row.authorId === actor.userId || postAuthorId === actor.userId,
  created_at: row.createdAt.toISOString(),
});

/**
 * Nests the comments of one post under their parents, keeping conversation order. A reply whose
 * parent is hidden (a block between its author and the viewer) is hidden with its whole thread.
 */
const buildTree = (rows: repo.CommentRow[], actor: Actor, postAuthorId: number) => {
  const byId = new Map(rows.map((row) => [row.id, toComment(row, actor, postAuthorId)]));
  const roots: Comment[] = [];
  for (const comment of byId.values()) {
    if (comment.parent_id === null) roots.push(comment);
    else byId.get(comment.parent_id)?.replies.push(comment);
  }
  for (const comment of byId.values()) comment.replies_count = comment.replies.length;
  return { roots, byId };
};

const visiblePost = async (db: Database, postId: number, viewerId: number) => {
  const post = await findPostFor(db, postId, viewerId);
  if (!post?.visible) throw postNotFound();
  return post;
};

const visibleComment = async (db: Database, id: number, viewerId: number) => {
  const comment = await repo.findCommentFor(db, id, viewerId);
  if (!comment?.visible) throw commentNotFound();
  return comment;
};

/** The whole tree of a post: top-level comments with their nested replies, oldest first. */
const getPostComments = async (db: Database, actor: Actor, postId: number) => {
  const post = await visiblePost(db, postId, actor.userId);
  const rows = await repo.listCommentsOfPost(db, postId, actor.userId);
  return buildTree(rows, actor, post.userId).roots;
};

/** A page of top-level comments (replies not loaded; `replies_count` says how many). */
const listTopLevelComments = async (
  db: Database,
  actor: Actor,
  postId: number,
  query: ListCommentsQuery,
) => {
  const viewerId = actor.userId;
  const post = await visiblePost(db, postId, viewerId);
  const { rows, meta } = await cappedPage(
    query,
    POST_LIST_DEPTH_MAX,
    (window) => repo.listTopLevelComments(db, { postId, viewerId, ...window }),
    () => repo.countTopLevelComments(db, { postId, viewerId, cap: POST_LIST_DEPTH_MAX }),
  );
  const items = rows.map((row) => ({
    ...toComment(row, actor, post.userId),
    replies_count: row.repliesCount,
  }));
  return { items, meta };
};

/** A comment with its whole visible thread, from the tree of its post (two queries in all). */
const commentWithThread = async (
  db: Database,
  comment: { id: number; postId: number; postAuthorId: number },
  actor: Actor,
) => {
  const rows = await repo.listCommentsOfPost(db, comment.postId, actor.userId);
  const { byId } = buildTree(rows, actor, comment.postAuthorId);
  const node = byId.get(comment.id);
  // Under a hidden thread: hidden too.
  if (!node || !isReachable(node, byId)) throw commentNotFound();
  return node;
};

const isReachable = (node: Comment, byId: Map<number, Comment>): boolean => {
  let current: Comment | undefined = node;
  while (current && current.parent_id !== null) current = byId.get(current.parent_id);
  return current !== undefined;
};

/** The replies of a comment, each with its own replies. */
const getReplies = async (db: Database, actor: Actor, id: number) => {
  const comment = await visibleComment(db, id, actor.userId);
  return (await commentWithThread(db, comment, actor)).replies;
};

/** Tells the post's listeners that a comment changed, with the post's new comment count. */
const announce = async (
  db: Database,
  realtime: CommunityRealtime,
  action: 'created' | 'updated' | 'deleted',
  comment: { id: number; postId: number; parentId: number | null },
) => {
  realtime.emitToPost(comment.postId, 'post:comment', {
    post_id: comment.postId,
    action,
    comment_id: comment.id,
    parent_id: comment.parentId,
    commentsCount: await repo.countCommentsOfPost(db, comment.postId),
  });
};

/** The post a new comment goes on, its author, and the comment it answers (if a reply). */
const placeOf = async (db: Database, target: CommentTarget, viewerId: number) => {
  if ('postId' in target) {
    const post = await visiblePost(db, target.postId, viewerId);
    return { postId: post.id, postAuthorId: post.userId, parentId: null, parentAuthorId: null };
  }
  const parent = await visibleComment(db, target.parentId, viewerId);
  return {
    postId: parent.postId,
    postAuthorId: parent.postAuthorId,
    parentId: parent.id,
    parentAuthorId: parent.userId,
  };
};

/**
 * Adds a top-level comment to a post or a reply to a comment; the reply belongs to the parent's
 * post. Tells the post's listeners; answers the new comment.
 */
const addComment = async (
  db: Database,
  realtime: CommunityRealtime,
  actor: Actor,
  target: CommentTarget,
  content: string,
) => {
  const { postId, postAuthorId, parentId, parentAuthorId } = await placeOf(
    db,
    target,
    actor.userId,
  );
  const { id } = await notifying(db, actor, async (tx, notify) => {
    const inserted = await repo.insertComment(tx, {
      postId,
      parentId,
      userId: actor.userId,
      content,
    });
    const told = { actorId: actor.userId, postId, commentId: inserted.id };
    if (parentAuthorId !== null)
      await notify({ ...told, type: 'community.reply', recipientId: parentAuthorId });
    if (parentAuthorId !== postAuthorId)
      await notify({ ...told, type: 'community.comment', recipientId: postAuthorId });
    return inserted;
  });
  const row = await repo.findCommentRow(db, id);
  if (!row) throw commentNotFound();
  const comment = toComment(row, actor, postAuthorId);
  await announce(db, realtime, 'created', { id, postId, parentId });
  return comment;
};

/** Changes the text of a comment; only its author may (403 otherwise, nothing changed). */
const editComment = async (
  db: Database,
  realtime: CommunityRealtime,
  actor: Actor,
  id: number,
  content: string,
) => {
  const comment = await visibleComment(db, id, actor.userId);
  if (comment.userId !== actor.userId) throw notCommentAuthor();
  if (!(await repo.updateOwnComment(db, { id, userId: actor.userId, content }))) {
    throw commentNotFound();
  }
  const edited = await commentWithThread(db, comment, actor);
  await announce(db, realtime, 'updated', {
    id: edited.id,
    postId: edited.post_id,
    parentId: edited.parent_id,
  });
  return edited;
};

/**
 * Deletes a comment and every reply below it; its author or the post's author may (403
 * otherwise). Tells the post's listeners.
 */
const removeComment = async (
  db: Database,
  realtime: CommunityRealtime,
  viewerId: number,
  id: number,
) => {
  const comment = await visibleComment(db, id, viewerId);
  if (comment.userId !== viewerId && comment.postAuthorId !== viewerId) {
    throw cannotDeleteComment();
  }
  if (!(await repo.deleteComment(db, id))) throw commentNotFound();
  await announce(db, realtime, 'deleted', {
    id,
    postId: comment.postId,
    parentId: comment.parentId,
  });
};
