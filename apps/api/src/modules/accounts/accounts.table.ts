import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  identityKey,
  refOrNull,
  timestamptz,
  updatedAt,
} from '../../db/base-columns.ts';
import { placeColumns } from '../../db/place-columns.ts';

export const users = pgTable(
  'users',
  {
    id: identityKey(),
    type: text('type', { enum: ['user', 'company'] }).notNull(),
    name: text('name').notNull(),
    /** Always stored lower-cased. */
    email: text('email').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    /** `scrypt$N$r$p$salt$hash`, base64url parts. */
    passwordHash: text('password_hash').notNull(),
    ...placeColumns(),
    bio: text('bio'),
    /** Media key of the avatar (its sizes are `<key>-<size>.webp`). */
    imageKey: text('image_key'),
    companyName: text('company_name'),
    commercialRegister: text('commercial_register'),
    logoKey: text('logo_key'),
    points: integer('points').notNull().default(0),
    /** This account's own invite code, shared to refer others. */
    inviteCode: text('invite_code').notNull(),
    /** The invite code given at registration (`ref`), as typed. */
    invitedByCode: text('invited_by_code'),
    /**
     * Whose invite code it was (matched in any case), unless it was the account's own person
     * (see `referrals/referral-identity.ts`); set in the registration's transaction.
     */
    invitedByUserId: refOrNull('invited_by_user_id', (): AnyPgColumn => users.id),
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_invite_code_idx').on(sql`upper(${t.inviteCode})`),
    index('users_region_idx').on(t.regionId),
    index('users_invited_by_idx')
      .on(t.invitedByUserId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.invitedByUserId} is not null`),
    // The cached sum of the points ledger (migration 0016): a spend never takes it below zero.
    check('users_points_not_negative', sql`${t.points} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: identityKey(),
    userId: belongsTo('user_id', () => users.id),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: identityKey(),
    userId: belongsTo('user_id', () => users.id),
    /** SHA-256 (hex) of the row's salt and the 6-digit code. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Wrong codes tried against this row. */
    attempts: smallint('attempts').notNull().default(0),
    /** Set when the code was confirmed or replaced by a newer one. */
    consumedAt: timestamptz('consumed_at'),
    /** SHA-256 (hex) of the one-time reset token; cleared when it is used. */
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamptz('reset_token_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('password_resets_token_idx').on(t.resetTokenHash),
  ],
);
