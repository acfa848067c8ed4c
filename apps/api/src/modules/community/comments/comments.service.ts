import { type Comment, POST_LIST_DEPTH_MAX } from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import { pageMeta } from '../../../http/envelope.ts';
import { notifying } from '../../notifications/notify.ts';
import {
  cannotDeleteComment,
  commentNotFound,
  notCommentAuthor,
  postNotFound,
} from '../community.errors.ts';
import { type ImageUrlOf, toUserRef } from '../community.presenter.ts';
import type { CommunityRealtime } from '../community.realtime.ts';
import { findPostFor } from '../community.repository.ts';
import * as repo from './comments.repository.ts';

/** Who is looking: decides `canEdit`/`canDelete` and whose comments are hidden. */
interface Viewer {
  viewerId: number;
  photoUrlOf: ImageUrlOf;
}

/** The comment author may edit and delete; the post's author may delete comments on it. */
const toComment = (
  row: repo.CommentRow,
  { viewerId, photoUrlOf, postAuthorId }: Viewer & { postAuthorId: number },
): Comment => ({
  id: row.id,
  post_id: row.postId,
  parent_id: row.parentId,
  content: row.content,
  user: toUserRef(row, photoUrlOf),
  replies: [],
  replies_count: 0,
  canEdit: row.authorId === viewerId,
  canDelete: row.authorId === viewerId || postAuthorId === viewerId,
  created_at: row.createdAt.toISOString(),
});

/**
 * Nests the comments of one post under their parents, keeping conversation order. A reply whose
 * parent is hidden (its author blocked by the viewer) is hidden with its whole thread.
 */
const buildTree = (rows: repo.CommentRow[], viewer: Viewer & { postAuthorId: number }) => {
  const byId = new Map(rows.map((row) => [row.id, toComment(row, viewer)]));
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
export const getPostComments = async ({
  db,
  postId,
  ...viewer
}: Viewer & { db: Database; postId: number }) => {
  const post = await visiblePost(db, postId, viewer.viewerId);
  const rows = await repo.listCommentsOfPost(db, postId, viewer.viewerId);
  return buildTree(rows, { ...viewer, postAuthorId: post.userId }).roots;
};

/** A page of top-level comments (replies not loaded; `replies_count` says how many). */
export const listTopLevelComments = async ({
  db,
  postId,
  page,
  perPage,
  ...viewer
}: Viewer & { db: Database; postId: number; page: number; perPage: number }) => {
  const post = await visiblePost(db, postId, viewer.viewerId);
  const offset = (page - 1) * perPage;
  const [rows, total] = await Promise.all([
    offset >= POST_LIST_DEPTH_MAX
      ? []
      : repo.listTopLevelComments(db, {
          postId,
          viewerId: viewer.viewerId,
          limit: Math.min(perPage, POST_LIST_DEPTH_MAX - offset),
          offset,
        }),
    repo.countTopLevelComments(db, {
      postId,
      viewerId: viewer.viewerId,
      cap: POST_LIST_DEPTH_MAX,
    }),
  ]);
  const items = rows.map((row) => ({
    ...toComment(row, { ...viewer, postAuthorId: post.userId }),
    replies_count: row.repliesCount,
  }));
  return { items, meta: pageMeta({ page, perPage, total }) };
};

/** A comment with its whole visible thread, from the tree of its post (two queries in all). */
const commentWithThread = async (
  db: Database,
  comment: { id: number; postId: number; postAuthorId: number },
  viewer: Viewer,
) => {
  const rows = await repo.listCommentsOfPost(db, comment.postId, viewer.viewerId);
  const { byId } = buildTree(rows, { ...viewer, postAuthorId: comment.postAuthorId });
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
export const getReplies = async ({ db, id, ...viewer }: Viewer & { db: Database; id: number }) => {
  const comment = await visibleComment(db, id, viewer.viewerId);
  return (await commentWithThread(db, comment, viewer)).replies;
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

/**
 * Adds a top-level comment to a post (`parentId` null) or a reply to a comment; the reply belongs
 * to the parent's post. Tells the post's listeners; answers the new comment.
 */
export const addComment = async ({
  db,
  realtime,
  target,
  content,
  ...viewer
}: Viewer & {
  db: Database;
  realtime: CommunityRealtime;
  target: { postId: number } | { parentId: number };
  content: string;
}) => {
  let postId: number;
  let postAuthorId: number;
  let parentId: number | null = null;
  let parentAuthorId: number | null = null;
  if ('postId' in target) {
    const post = await visiblePost(db, target.postId, viewer.viewerId);
    postId = post.id;
    postAuthorId = post.userId;
  } else {
    const parent = await visibleComment(db, target.parentId, viewer.viewerId);
    postId = parent.postId;
    postAuthorId = parent.postAuthorId;
    parentId = parent.id;
    parentAuthorId = parent.userId;
  }
  const { id } = await notifying(db, async (tx, notify) => {
    const inserted = await repo.insertComment(tx, {
      postId,
      parentId,
      userId: viewer.viewerId,
      content,
    });
    const told = { actorId: viewer.viewerId, postId, commentId: inserted.id };
    if (parentAuthorId !== null)
      await notify({ ...told, type: 'community.reply', recipientId: parentAuthorId });
    if (parentAuthorId !== postAuthorId)
      await notify({ ...told, type: 'community.comment', recipientId: postAuthorId });
    return inserted;
  });
  const row = await repo.findCommentRow(db, id);
  if (!row) throw commentNotFound();
  const comment = toComment(row, { ...viewer, postAuthorId });
  await announce(db, realtime, 'created', { id, postId, parentId });
  return comment;
};

/** Changes the text of a comment; only its author may (403 otherwise, nothing changed). */
export const editComment = async ({
  db,
  realtime,
  id,
  content,
  ...viewer
}: Viewer & { db: Database; realtime: CommunityRealtime; id: number; content: string }) => {
  const comment = await visibleComment(db, id, viewer.viewerId);
  if (comment.userId !== viewer.viewerId) throw notCommentAuthor();
  if (!(await repo.updateOwnComment(db, { id, userId: viewer.viewerId, content }))) {
    throw commentNotFound();
  }
  const edited = await commentWithThread(db, comment, viewer);
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
export const removeComment = async ({
  db,
  realtime,
  id,
  viewerId,
}: {
  db: Database;
  realtime: CommunityRealtime;
  id: number;
  viewerId: number;
}) => {
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
