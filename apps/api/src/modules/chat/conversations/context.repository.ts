import type { ChatContextType } from '@souq/contract';
import { STORY_LIFETIME_HOURS } from '@souq/contract/limits';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';

/** The item a conversation is about, as its card shows it. */
export interface ContextItem {
  id: number;
  ownerId: number;
  title: string;
  imageKey: string | null;
  price: string | null;
}

/**
 * One query per item type for the ids asked: an ad (its cover photo), a job (the company's logo),
 * an auction (its cover, current or starting price) or a story (its picture or poster). Jobs and auctions are read only where
 * their tables exist, so the chat works on a database without those areas.
 */
const queries: Record<ChatContextType, { table: string; select: (ids: SQL) => SQL }> = {
  ad: {
    table: 'ads',
    select: (ids) => sql`select a.id, a.user_id as "ownerId", a.title, a.price::text as price,
      (select p.media_key from ad_photos p where p.ad_id = a.id order by p.position limit 1) as "imageKey"
      from ads a where a.id in ${ids}`,
  },
  job: {
    table: 'jobs',
    select: (ids) => sql`select j.id, j.user_id as "ownerId", j.title, null as price,
      coalesce(u.logo_key, u.image_key) as "imageKey"
      from jobs j join users u on u.id = j.user_id where j.id in ${ids}`,
  },
  auction: {
    table: 'auctions',
    select: (ids) => sql`select a.id, a.user_id as "ownerId", a.title,
      coalesce(a.current_price, a.starting_price)::text as price, a.cover_key as "imageKey"
      from auctions a where a.id in ${ids}`,
  },
  // A live story only: an expired one is gone from the card as from everywhere else.
  story: {
    table: 'stories',
    select: (ids) => sql`select s.id, s.user_id as "ownerId", s.caption as title, null as price,
      coalesce(s.poster_key, case when s.media_type = 'image' then s.media_key end) as "imageKey"
      from stories s where s.id in ${ids}
        and s.created_at > now() - make_interval(hours => ${STORY_LIFETIME_HOURS})`,
  },
};

const present = new Map<string, Promise<boolean>>();
const tableExists = (db: Database, table: string) => {
  let known = present.get(table);
  if (!known) {
    known = db
      .execute(sql`select to_regclass(${`public.${table}`}) is not null as here`)
      .then((result) => rowsOf<{ here: boolean }>(result)[0]?.here === true);
    // Only a positive answer is kept: a table created by a later migration is found then.
    void known.then((here) => {
      if (!here) present.delete(table);
    });
    present.set(table, known);
  }
  return known;
};

/** The items of one type by id; missing ones are left out. */
export const findContextItems = async (
  db: Database,
  type: ChatContextType,
  ids: readonly number[],
): Promise<Map<number, ContextItem>> => {
  const found = new Map<number, ContextItem>();
  if (ids.length === 0) return found;
  const query = queries[type];
  if (!(await tableExists(db, query.table))) return found;
  const list = sql`(${sql.join(
    [...new Set(ids)].map((id) => sql`${id}`),
    sql`, `,
  )})`;
  for (const row of rowsOf<ContextItem>(await db.execute(query.select(list)))) {
    found.set(Number(row.id), { ...row, id: Number(row.id), ownerId: Number(row.ownerId) });
  }
  return found;
};
