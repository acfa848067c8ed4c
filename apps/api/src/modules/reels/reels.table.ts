import { POST_STATUSES, REACTION_TYPES } from '@souq/contract';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, userRef } from '../../db/columns.ts';
import { countries, regions } from '../catalog/catalog.table.ts';

export const reels = pgTable(
  'reels',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef('user_id'),
    title: text('title').notNull(),
    caption: text('caption').notNull(),
    /** Media key of the video file (`reels/<yyyy>/<random>.mp4|.mov|.avi`). */
    videoKey: text('video_key').notNull(),
    /** Media key of the poster image (its sizes are `<key>-<size>.webp`), or null. */
    posterKey: text('poster_key'),
    status: text('status', { enum: POST_STATUSES }).notNull().default('active'),
    countryId: bigint('country_id', { mode: 'number' }).references(() => countries.id),
    regionId: bigint('region_id', { mode: 'number' }).references(() => regions.id),
    /** Kept in the same transaction as each comment written or deleted. */
    commentsCount: integer('comments_count').notNull().default(0),
    /** Kept in the same transaction as each reaction toggled. */
    reactionsCount: integer('reactions_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The feed: active reels, newest first, with a unique tie-breaker.
    index('reels_feed_idx').on(t.status, t.createdAt, t.id),
    // One author's reels (profile Videos tab).
    index('reels_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

export const reelComments = pgTable(
  'reel_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reelId: bigint('reel_id', { mode: 'number' })
      .notNull()
      .references(() => reels.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reel_comments_reel_idx').on(t.reelId, t.createdAt, t.id),
    index('reel_comments_user_idx').on(t.userId),
  ],
);

export const reelReactions = pgTable(
  'reel_reactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reelId: bigint('reel_id', { mode: 'number' })
      .notNull()
      .references(() => reels.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    type: text('type', { enum: REACTION_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One reaction per user and reel: concurrent toggles converge on it.
    uniqueIndex('reel_reactions_reel_user_idx').on(t.reelId, t.userId),
    index('reel_reactions_reel_created_idx').on(t.reelId, t.createdAt, t.id),
    index('reel_reactions_user_idx').on(t.userId),
  ],
);
