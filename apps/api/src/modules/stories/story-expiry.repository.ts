import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** How long a story lives (its `expires_at` is `created_at` plus this). */
export const STORY_LIFETIME_HOURS = 24;

/**
 * Deletes up to `limit` stories past their lifetime (their views and likes go with them) and
 * answers their files. Several instances at once take different rows (SKIP LOCKED).
 */
export const deleteExpiredStories = async (db: Database, limit: number) =>
  rowsOf<{ media_key: string; media_type: 'image' | 'video'; poster_key: string | null }>(
    await db.execute(sql`
      delete from stories where id in (
        select id from stories
        where created_at < now() - make_interval(hours => ${STORY_LIFETIME_HOURS}::int)
        order by created_at
        limit ${limit}
        for update skip locked)
      returning media_key, media_type, poster_key`),
  );
