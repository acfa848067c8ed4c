import { NOTIFICATION_TYPES } from '@souq/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { auctions } from '../auctions/auctions.table.ts';
import { conversations } from '../chat/chat.table.ts';
import { postComments, posts } from '../community/community.table.ts';
import { jobApplications, jobs } from '../jobs/jobs.table.ts';

const userRef = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' });

/**
 * What happened to someone, written in the same transaction as the event: a type and references
 * (told in the reader's language when read). The thing it is about going away takes it along.
 * Unread rows with the same `fold_key` (reactions on one post, bids on one auction) are one row
 * that grows (`actor_ids`), decided by the partial unique index.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The recipient. */
    userId: userRef('user_id').notNull(),
    /** Who did it (the latest, when folded); null for events nobody did (an auction's end). */
    actorId: userRef('actor_id'),
    /** Everyone who did it while unread (folded rows), the latest last. */
    actorIds: bigint('actor_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    auctionId: bigint('auction_id', { mode: 'number' }).references(() => auctions.id, {
      onDelete: 'cascade',
    }),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id, {
      onDelete: 'cascade',
    }),
    commentId: bigint('comment_id', { mode: 'number' }).references(() => postComments.id, {
      onDelete: 'cascade',
    }),
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: bigint('application_id', { mode: 'number' }).references(
      () => jobApplications.id,
      { onDelete: 'cascade' },
    ),
    conversationId: bigint('conversation_id', { mode: 'number' }).references(
      () => conversations.id,
      { onDelete: 'cascade' },
    ),
    /** Values the sentence needs: `amount`, `status`, `points`. */
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    foldKey: text('fold_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_fold_idx')
      .on(t.userId, t.foldKey)
      .where(sql`${t.readAt} is null and ${t.foldKey} is not null`),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_auction_idx').on(t.auctionId).where(sql`${t.auctionId} is not null`),
    index('notifications_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    index('notifications_job_idx').on(t.jobId).where(sql`${t.jobId} is not null`),
    index('notifications_application_idx')
      .on(t.applicationId)
      .where(sql`${t.applicationId} is not null`),
    index('notifications_conversation_idx')
      .on(t.conversationId)
      .where(sql`${t.conversationId} is not null`),
  ],
);

export interface NotificationData {
  amount?: string;
  status?: string;
  points?: number;
}

/**
 * Per person: the language their notifications are e-mailed in (the last one their app asked
 * in) and the types they turned off.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  locale: text('locale', { enum: ['en', 'ar'] })
    .notNull()
    .default('en'),
  muted: text('muted').array().notNull().default(sql`'{}'`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
