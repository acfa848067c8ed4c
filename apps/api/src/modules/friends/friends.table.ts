import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, userRef } from '../../db/columns.ts';

/**
 * A person's community profile beyond the account: cover, bio, about, and the counters every
 * profile shows, kept in the same transaction as each follow or friendship change.
 */
export const communityProfiles = pgTable('community_profiles', {
  userId: userRef('user_id').primaryKey(),
  coverKey: text('cover_key'),
  work: text('work').notNull().default(''),
  education: text('education').notNull().default(''),
  placesLived: text('places_lived').notNull().default(''),
  contactInfo: text('contact_info').notNull().default(''),
  followersCount: integer('followers_count').notNull().default(0),
  followingCount: integer('following_count').notNull().default(0),
  friendsCount: integer('friends_count').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * A friend request (`pending`, from requester to addressee) or a friendship (`accepted`). One row
 * per pair whoever asked: the unique index on the ordered pair refuses a second.
 */
export const friendships = pgTable(
  'friendships',
  {
    requesterId: userRef('requester_id'),
    addresseeId: userRef('addressee_id'),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    acceptedAt: timestamptz('accepted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.requesterId, t.addresseeId] }),
    uniqueIndex('friendships_pair_idx').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(t.addresseeId, t.status),
    check('friendships_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/** `followerId` follows `followeeId`. */
export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);
