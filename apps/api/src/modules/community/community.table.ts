import { POST_STATUSES, REACTION_TYPES, REPORT_TARGET_TYPES } from '@souq/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/columns.ts';
import { placeColumns } from '../../db/place-columns.ts';

export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    title: text('title'),
    content: text('content').notNull(),
    /** Media key of the image (its sizes are `<key>-<size>.webp`). */
    imageKey: text('image_key'),
    status: text('status', { enum: POST_STATUSES }).notNull().default('active'),
    ...placeColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Counters kept by triggers on post_comments and post_reactions (migration 0007), in the
    // transaction of each write (cascades included): a card reads them instead of counting rows.
    /** Every comment and reply of the post. */
    commentsCount: integer('comments_count').notNull().default(0),
    /** Reactions by type. */
    reactionsLike: integer('reactions_like').notNull().default(0),
    reactionsLove: integer('reactions_love').notNull().default(0),
    reactionsHaha: integer('reactions_haha').notNull().default(0),
    reactionsWow: integer('reactions_wow').notNull().default(0),
    reactionsSad: integer('reactions_sad').notNull().default(0),
    reactionsAngry: integer('reactions_angry').notNull().default(0),
  },
  (t) => [
    // The feed: active posts, newest first (read backwards), with a unique tie-breaker.
    index('posts_feed_idx').on(t.status, t.createdAt, t.id),
    // My posts and a user's posts.
    index('posts_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The comment this one replies to; deleting it deletes the whole thread below it. */
    parentId: bigint('parent_id', { mode: 'number' }).references(
      (): AnyPgColumn => postComments.id,
      { onDelete: 'cascade' },
    ),
    userId: userRef('user_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A post's whole tree in one range scan, in conversation order; also its comment count.
    index('post_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_parent_idx').on(t.parentId),
    // A blocked author's comments on a post: one probe (the feed's comment counts).
    index('post_comments_user_idx').on(t.userId, t.postId),
  ],
);

export const postReactions = pgTable(
  'post_reactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    type: text('type', { enum: REACTION_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One reaction per user and post: concurrent toggles converge on it.
    uniqueIndex('post_reactions_post_user_idx').on(t.postId, t.userId),
    // Summary by type (index-only) and the reactions list, newest first.
    index('post_reactions_post_type_idx').on(t.postId, t.type),
    index('post_reactions_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('post_reactions_user_idx').on(t.userId),
  ],
);

/** What users flagged for moderators; one open report per reporter and target. */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: userRef('reporter_id'),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** `open` until a moderator handles it. */
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.targetType, t.targetId),
    index('reports_queue_idx').on(t.createdAt).where(sql`${t.status} = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** `blockerId` and `blockedId` no longer see each other (posts, comments, profiles, chat…). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
