import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.table.ts';
import { ads } from '../ads/ads.table.ts';

/**
 * A reward spent on an ad (migration 0016). `one_time` is the reward's at the time: the partial
 * unique index makes a one-time reward redeemable once per account, even by concurrent redeems.
 */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An id of the contract's `REWARDS`. */
    rewardId: integer('reward_id').notNull(),
    adId: bigint('ad_id', { mode: 'number' }).references(() => ads.id, { onDelete: 'set null' }),
    oneTime: boolean('one_time').notNull(),
    /** Until when the ad is featured or highlighted, as of this redemption. */
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_redemptions_one_time_idx')
      .on(t.userId, t.rewardId)
      .where(sql`${t.oneTime}`),
    index('reward_redemptions_ad_idx').on(t.adId).where(sql`${t.adId} is not null`),
  ],
);

/**
 * Every change of an account's points, earned (positive) or spent (negative). `users.points` is
 * its cached sum, moved by the same transaction as each line.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason', { enum: ['invited', 'joined', 'redeemed'] }).notNull(),
    /** The invited account (`invited`) or the inviter (`joined`). */
    otherUserId: bigint('other_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    redemptionId: bigint('redemption_id', { mode: 'number' }).references(
      () => rewardRedemptions.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('points_ledger_joined_once_idx').on(t.userId).where(sql`${t.reason} = 'joined'`),
    uniqueIndex('points_ledger_invited_once_idx')
      .on(t.otherUserId)
      .where(sql`${t.reason} = 'invited'`),
    index('points_ledger_other_user_idx').on(t.otherUserId),
    uniqueIndex('points_ledger_redemption_idx')
      .on(t.redemptionId)
      .where(sql`${t.redemptionId} is not null`),
    check('points_ledger_reason', sql`${t.reason} in ('invited', 'joined', 'redeemed')`),
    check(
      'points_ledger_sign',
      sql`${t.points} <> 0 and (${t.points} < 0) = (${t.reason} = 'redeemed')`,
    ),
  ],
);

/**
 * The people who joined through an invite link, by the SHA-256 of their normalised e-mail and of
 * their phone (`identityKeysOf`): a second account of the same person earns no referral points.
 */
export const referralIdentities = pgTable(
  'referral_identities',
  {
    key: text('key').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_identities_user_idx').on(t.userId)],
);
