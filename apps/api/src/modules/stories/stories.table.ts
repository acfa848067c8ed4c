import { STORY_MEDIA_TYPES } from '@souq/contract';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../db/columns.ts';

/** A picture or a short video shown for 24 hours: expiry is read from `created_at`, never stored. */
export const stories = pgTable(
  'stories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    /** An image's key (sizes `<key>-<size>.webp`) or a video file's key. */
    mediaKey: text('media_key').notNull(),
    mediaType: text('media_type', { enum: STORY_MEDIA_TYPES }).notNull(),
    posterKey: text('poster_key'),
    caption: text('caption').notNull().default(''),
    /** Each kept in the same transaction as the view, like or reply it counts. */
    viewsCount: integer('views_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    /** People who replied (`story_replies`), each once. */
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Live stories (the last 24 hours) by time, and one author's.
    index('stories_created_idx').on(t.createdAt),
    index('stories_user_idx').on(t.userId, t.createdAt),
    // A request for a story's file finds its story (it is served only while the story lives).
    index('stories_media_key_idx').on(t.mediaKey),
    index('stories_poster_key_idx').on(t.posterKey),
  ],
);

/** One view per viewer and story: the author sees who. */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: userRef('viewer_id'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.viewerId] }),
    index('story_views_viewer_idx').on(t.viewerId),
  ],
);

/** Who replied to a story (the replies themselves are chat messages): one row per person. */
export const storyReplies = pgTable(
  'story_replies',
  {
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.userId] }),
    index('story_replies_user_idx').on(t.userId),
  ],
);

export const storyLikes = pgTable(
  'story_likes',
  {
    storyId: bigint('story_id', { mode: 'number' })
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.userId] }),
    index('story_likes_user_idx').on(t.userId),
  ],
);
