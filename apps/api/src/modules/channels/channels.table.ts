import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from '../../db/columns.ts';
import { tsvector } from '../../db/search-column.ts';
import { conversations } from '../chat/chat.table.ts';

/**
 * A channel's card. The channel IS a conversation of kind `channel` (same id): its messages, read
 * marks, unread counts and attachments are chat's own rows, and its members are the
 * conversation's members with a `role`. `members_count` moves in the transaction that adds or
 * removes a member row, decided by that row's insert or delete.
 */
export const channels = pgTable(
  'channels',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    ownerId: userRef('owner_id'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Public media key (sizes `<key>-<size>.webp`), or null. */
    imageKey: text('image_key'),
    visibility: text('visibility', { enum: ['public', 'private'] })
      .notNull()
      .default('public'),
    membersCount: integer('members_count').notNull().default(0),
    /** normalizeText(name): the search's words. */
    searchText: text('search_text').notNull(),
    /** normalizeText(name): unique per owner, and trigram similarity for misspelt searches. */
    titleNorm: text('title_norm').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, search_text)`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channels_owner_name_idx').on(t.ownerId, t.titleNorm),
    index('channels_public_idx')
      .on(t.membersCount.desc(), t.id.desc())
      .where(sql`${t.visibility} = 'public'`),
    index('channels_search_idx').using('gin', t.search),
    index('channels_title_trgm_idx').using('gin', t.titleNorm.op('gin_trgm_ops')),
    check('channels_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('channels_members_count_check', sql`${t.membersCount} >= 0`),
  ],
);
