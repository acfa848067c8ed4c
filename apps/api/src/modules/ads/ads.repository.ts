import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, preparedOnce } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { cappedTotals } from '../../lib/capped-totals.ts';
import { users } from '../accounts/accounts.table.ts';
import { adPhoneReveals, adPhotos, ads, adViews } from './ads.table.ts';

export type AdRow = typeof ads.$inferSelect;
export type NewAdRow = typeof ads.$inferInsert;
export type AdChanges = Partial<
  Pick<
    NewAdRow,
    | 'title'
    | 'description'
    | 'price'
    | 'negotiable'
    | 'condition'
    | 'categoryId'
    | 'rootCategoryId'
    | 'countryId'
    | 'regionId'
    | 'phone'
    | 'searchText'
    | 'titleNorm'
  >
>;
export type AdStatusValue = AdRow['status'];

export interface PhotoRef {
  id: number;
  key: string;
}

// ---------------------------------------------------------------------------------------------
// Writes (run inside the service's transactions)

export const insertAd = async (db: Database, values: NewAdRow) => {
  const [row] = await db.insert(ads).values(values).returning({ id: ads.id });
  return row!.id;
};

export const insertPhotos = async (
  db: Database,
  adId: number,
  photos: Array<{ key: string; position: number }>,
) => {
  if (photos.length === 0) return;
  await db
    .insert(adPhotos)
    .values(photos.map((p) => ({ adId, mediaKey: p.key, position: p.position })));
};

/** The ad's owner, locked until the transaction ends (concurrent edits take turns). */
export const lockAd = async (db: Database, id: number) => {
  const [row] = await db
    .select({ id: ads.id, userId: ads.userId })
    .from(ads)
    .where(eq(ads.id, id))
    .for('update');
  return row;
};

export const findAdRow = async (db: Database, id: number) => {
  const [row] = await db.select().from(ads).where(eq(ads.id, id)).limit(1);
  return row;
};

/** The ad's photos in order. */
export const listPhotos = (db: Database, adId: number): Promise<PhotoRef[]> =>
  db
    .select({ id: adPhotos.id, key: adPhotos.mediaKey })
    .from(adPhotos)
    .where(eq(adPhotos.adId, adId))
    .orderBy(adPhotos.position, adPhotos.id);

export const updateAd = (db: Database, id: number, changes: AdChanges) =>
  db
    .update(ads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(ads.id, id));

export const deletePhotos = async (db: Database, ids: number[]) => {
  if (ids.length) await db.delete(adPhotos).where(inArray(adPhotos.id, ids));
};

export const setPhotoPosition = (db: Database, id: number, position: number) =>
  db.update(adPhotos).set({ position }).where(eq(adPhotos.id, id));

/** Those of `keys` that some photo still uses (demo ads share their pictures). */
export const keysInUse = async (db: Database, keys: string[]) => {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ key: adPhotos.mediaKey })
    .from(adPhotos)
    .where(inArray(adPhotos.mediaKey, keys));
  return new Set(rows.map((r) => r.key));
};

export const deleteAd = (db: Database, id: number) => db.delete(ads).where(eq(ads.id, id));

/** Changes the status of `userId`'s ad in one statement; false when it is not theirs (or gone). */
export const setStatusOfOwnAd = async (
  db: Database,
  { id, userId, status }: { id: number; userId: number; status: AdStatusValue },
) => {
  const rows = await db
    .update(ads)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(ads.id, id), eq(ads.userId, userId)))
    .returning({ id: ads.id });
  return rows.length > 0;
};

/** The owner of an ad, or undefined when it does not exist. */
export const findOwner = async (db: Database, id: number) => {
  const [row] = await db.select({ userId: ads.userId }).from(ads).where(eq(ads.id, id)).limit(1);
  return row?.userId;
};

/**
 * The seller's phone; a caller other than the owner is counted once per ad, in one statement: the
 * counter moves only when this caller's `ad_phone_reveals` row is new, so parallel repeats (which
 * wait on that row's unique key) count nothing. Archived ads reveal nothing to others (undefined).
 */
export const revealPhone = async (db: Database, { id, userId }: { id: number; userId: number }) => {
  const result = await db.execute<{ phone: string }>(sql`
    with ad as (
      select id, user_id, phone from ${ads}
      where id = ${id} and (status <> 'archived' or user_id = ${userId})
    ), first_reveal as (
      insert into ${adPhoneReveals} (ad_id, user_id)
      select id, ${userId} from ad where user_id <> ${userId}
      on conflict do nothing
      returning ad_id
    ), counted as (
      update ${ads} set phone_reveals = phone_reveals + 1
      where id in (select ad_id from first_reveal)
    )
    select phone from ad`);
  return rowsOf<{ phone: string }>(result)[0]?.phone;
};

// ---------------------------------------------------------------------------------------------
// Details

/** An ad as its detail page needs it (photos and seller included), from one statement. */
export interface AdDetailsRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  price: string | null;
  negotiable: boolean;
  condition: 'new' | 'used';
  category_id: number;
  country_id: number;
  region_id: number;
  status: AdStatusValue;
  views: number;
  phone_reveals: number;
  saves_count: number;
  /** Possibly past (the presenter shows only a time to come). */
  featured_until: string | null;
  highlighted_until: string | null;
  created_at: string;
  updated_at: string;
  photos: PhotoRef[];
  seller: { name: string; type: 'user' | 'company'; image: string | null; created_at: string };
}

/** The statement behind `findAdDetailsCountingView` (also run by the benchmark's pgbench). */
export const adDetailsStatement = ({
  id,
  viewer,
  userId,
}: {
  id: number;
  viewer: string | null;
  userId: number | null;
}) => {
  const counting = viewer
    ? sql`viewed as (
        insert into ${adViews} (ad_id, viewer, viewed_at)
        select a.id, ${viewer}, now() from ${ads} a
        where a.id = ${id} and a.status = 'active' and a.user_id is distinct from ${userId}::bigint
          and not exists (select 1 from ${adViews} v
            where v.ad_id = a.id and v.viewer = ${viewer} and v.viewed_at > now() - interval '1 hour')
        on conflict (ad_id, viewer) do update set viewed_at = excluded.viewed_at
          where ad_views.viewed_at <= excluded.viewed_at - interval '1 hour'
        returning ad_id
      ),
      bumped as (
        update ${ads} set views = views + 1 where id in (select ad_id from viewed) returning views
      )`
    : sql`bumped as (select null::int as views where false)`;
  return sql`
    with ${counting}
    select json_build_object(
      'id', a.id, 'user_id', a.user_id, 'title', a.title, 'description', a.description,
      'price', a.price::text, 'negotiable', a.negotiable, 'condition', a.condition,
      'category_id', a.category_id, 'country_id', a.country_id, 'region_id', a.region_id,
      'status', a.status, 'views', coalesce((select views from bumped), a.views),
      'phone_reveals', a.phone_reveals, 'saves_count', a.saves_count, 'created_at', a.created_at, 'updated_at', a.updated_at,
      'featured_until', a.featured_until, 'highlighted_until', a.highlighted_until,
      'photos', coalesce((
        select json_agg(json_build_object('id', p.id, 'key', p.media_key) order by p.position, p.id)
        from ${adPhotos} p where p.ad_id = a.id), '[]'::json),
      'seller', json_build_object('name', u.name, 'type', u.type,
        'image', coalesce(u.image_key, case when u.type = 'company' then u.logo_key end),
        'created_at', u.created_at)
    ) as ad, exists (select 1 from bumped) as counted
    from ${ads} a join ${users} u on u.id = a.user_id
    where a.id = ${id}`;
};

/**
 * Views this process counted lately, per database (`<ad> <viewer>`): for 59 minutes the same
 * viewer's views of that ad are read without the counting part of the statement, which would
 * write nothing (the last counted view is less than an hour old). Only a skip of a write that
 * cannot happen: the database still decides every view it is asked to count.
 */
const countedLately = cappedTotals({ ttlMs: 59 * 60_000, entries: 10_000 });

/**
 * The ad with its photos and seller; in the same statement, a view by `viewer` is counted when it
 * is not the owner's (`userId`), the ad is active and this viewer's last counted view is an hour
 * old or more (a conditional upsert, then an increment only if it wrote: no read-modify-write).
 * A repeated view within the hour is found by a plain read first and writes nothing: no row lock,
 * no transaction id, no commit to flush (an upsert alone locks the existing row even when its
 * WHERE fails, so every refresh would queue on that row). Two first views racing both pass the
 * read; the upsert's WHERE lets only one of them count.
 * The row is built as JSON so that both drivers answer the same types.
 */
export const findAdDetailsCountingView = async (
  db: Database,
  args: { id: number; viewer: string | null; userId: number | null },
): Promise<AdDetailsRow | undefined> => {
  // A named statement built once: the same plan for every ad (a primary-key lookup).
  const lately = `${args.id} ${args.viewer}`;
  const counting = args.viewer !== null && !countedLately.isKnownCapped(db, lately);
  const result = await preparedOnce(db, `ads.details.${counting}`, () =>
    adDetailsStatement({
      id: sql.placeholder('id') as unknown as number,
      viewer: counting ? (sql.placeholder('viewer') as unknown as string) : null,
      userId: sql.placeholder('userId') as unknown as number,
    }),
  ).execute(counting ? args : { ...args, viewer: null });
  const row = rowsOf<{ ad: AdDetailsRow; counted: boolean }>(result)[0];
  if (row?.counted) countedLately.rememberCapped(db, lately);
  return row?.ad;
};
