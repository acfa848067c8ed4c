import { type Locale, NOTIFICATIONS_UNREAD_CAP, type NotificationType } from '@souq/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../accounts/accounts.table.ts';
import { auctionBidders, auctions } from '../auctions/auctions.table.ts';
import { notBlockedEitherWay } from '../community/blocks.repository.ts';
import {
  type NotificationData,
  notificationSettings,
  notifications,
} from './notifications.table.ts';

/** What an area tells (see `notify`). */
export interface NewNotification {
  recipientId: number;
  /** Who did it; null when nobody did (an auction's end). Never told to themself. */
  actorId: number | null;
  type: NotificationType;
  auctionId?: number | null;
  postId?: number | null;
  commentId?: number | null;
  jobId?: number | null;
  applicationId?: number | null;
  conversationId?: number | null;
  data?: NotificationData;
  /** Unread notifications of one recipient with the same key are one row that grows. */
  foldKey?: string | null;
}

/** A notification written (or grown) in a transaction, to deliver after its commit. */
export interface Written {
  id: number;
  user_id: number;
  type: NotificationType;
}

/**
 * Writes one notification in one statement, unless the recipient is the actor, turned the type
 * off, or one of them blocked the other. With a `foldKey`, an unread row with the same key grows
 * instead (the unique partial index decides between concurrent writers): the actor joins its
 * `actor_ids` once and it becomes the newest. Answers the row, or undefined when none was due.
 */
export const insertNotification = async (
  db: Database,
  n: NewNotification,
): Promise<Written | undefined> => {
  const actor = n.actorId ?? null;
  const result = await db.execute(sql`
    insert into ${notifications} as n (user_id, actor_id, actor_ids, type, auction_id, post_id,
      comment_id, job_id, application_id, conversation_id, data, fold_key)
    select ${n.recipientId}::bigint, ${actor}::bigint,
      case when ${actor}::bigint is null then '{}'::bigint[] else array[${actor}::bigint] end,
      ${n.type}, ${n.auctionId ?? null}::bigint, ${n.postId ?? null}::bigint,
      ${n.commentId ?? null}::bigint, ${n.jobId ?? null}::bigint,
      ${n.applicationId ?? null}::bigint, ${n.conversationId ?? null}::bigint,
      ${JSON.stringify(n.data ?? {})}::jsonb, ${n.foldKey ?? null}::text
    where ${n.recipientId}::bigint is distinct from ${actor}::bigint
      and not exists (select 1 from ${notificationSettings} s
        where s.user_id = ${n.recipientId}::bigint and ${n.type}::text = any(s.muted))
      and (${actor}::bigint is null
        or ${notBlockedEitherWay(sql`${n.recipientId}::bigint`, sql`${actor}::bigint`)})
    on conflict (user_id, fold_key) where read_at is null and fold_key is not null
    do update set actor_id = excluded.actor_id,
      actor_ids = array_append(array_remove(n.actor_ids, excluded.actor_id), excluded.actor_id),
      data = excluded.data, created_at = now()
    returning id, user_id, type`);
  return rowsOf<Written>(result).map(written)[0];
};

/** node-postgres answers bigints as strings. */
const written = (row: Written): Written => ({
  id: Number(row.id),
  user_id: Number(row.user_id),
  type: row.type,
});

/**
 * At an auction's end (in its closing transaction): the winner `auction.won`, the owner
 * `auction.sold` or `auction.unsold`, every other bidder `auction.lost`; muted types left out.
 */
export const insertAuctionEndings = async (
  db: Database,
  ended: ReadonlyArray<{
    id: number;
    ownerId: number;
    winnerId: number | null;
    price: string | null;
  }>,
): Promise<Written[]> => {
  if (ended.length === 0) return [];
  const rows = sql.join(
    ended.map(
      (e) => sql`(${e.id}::bigint, ${e.ownerId}::bigint, ${e.winnerId}::bigint, ${e.price}::text)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with ended (auction_id, owner_id, winner_id, price) as (values ${rows}),
    told (user_id, type, auction_id, price) as (
      select winner_id, 'auction.won', auction_id, price from ended where winner_id is not null
      union all
      select owner_id, case when winner_id is null then 'auction.unsold' else 'auction.sold' end,
        auction_id, price from ended
      union all
      select b.user_id, 'auction.lost', e.auction_id, e.price
      from ended e join ${auctionBidders} b on b.auction_id = e.auction_id
      where b.user_id is distinct from e.winner_id
    )
    insert into ${notifications} (user_id, type, auction_id, data)
    select t.user_id, t.type, t.auction_id,
      case when t.price is null then '{}'::jsonb else jsonb_build_object('amount', t.price) end
    from told t
    where not exists (select 1 from ${notificationSettings} s
      where s.user_id = t.user_id and t.type = any(s.muted))
    returning id, user_id, type`);
  return rowsOf<Written>(result).map(written);
};

/** A notification as the presenter reads it: the row with its actor and the thing's title. */
export interface NotificationRow {
  id: number;
  user_id: number;
  type: NotificationType;
  actors_count: number;
  auction_id: number | null;
  post_id: number | null;
  comment_id: number | null;
  job_id: number | null;
  application_id: number | null;
  conversation_id: number | null;
  data: NotificationData;
  created_at: string;
  read_at: string | null;
  actor: { id: number; name: string; type: 'user' | 'company'; image: string | null } | null;
  title: string | null;
}

const selectRows = (where: SQL, tail: SQL) => sql`
  select json_build_object('id', n.id, 'user_id', n.user_id, 'type', n.type,
    'actors_count', cardinality(n.actor_ids), 'auction_id', n.auction_id, 'post_id', n.post_id,
    'comment_id', n.comment_id, 'job_id', n.job_id, 'application_id', n.application_id,
    'conversation_id', n.conversation_id, 'data', n.data, 'created_at', n.created_at,
    'read_at', n.read_at,
    'actor', case when u.id is null then null else json_build_object('id', u.id, 'name', u.name,
      'type', u.type, 'image', coalesce(u.image_key, case when u.type = 'company' then u.logo_key end)) end,
    'title', coalesce(
      (select a.title from ${auctions} a where a.id = n.auction_id),
      (select j.title from jobs j where j.id = n.job_id),
      (select coalesce(nullif(p.title, ''), left(p.content, 80)) from posts p where p.id = n.post_id))
  ) as row
  from ${notifications} n left join ${users} u on u.id = n.actor_id
  where ${where} ${tail}`;

/** A page of one's notifications, newest first. */
export const listNotifications = async (
  db: Database,
  { userId, limit, offset }: { userId: number; limit: number; offset: number },
): Promise<NotificationRow[]> =>
  rowsOf<{ row: NotificationRow }>(
    await db.execute(
      selectRows(
        sql`n.user_id = ${userId}`,
        sql`order by n.created_at desc, n.id desc limit ${limit} offset ${offset}`,
      ),
    ),
  ).map((r) => r.row);

/** These notifications (delivery after a commit), any recipient. */
export const findNotifications = async (
  db: Database,
  ids: readonly number[],
): Promise<NotificationRow[]> => {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<{ row: NotificationRow }>(
    await db.execute(selectRows(sql`n.id in (${list})`, sql`order by n.id`)),
  ).map((r) => r.row);
};

/** How many notifications one has (for the page count). */
export const countNotifications = async (db: Database, userId: number): Promise<number> => {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(
      sql`select count(*)::int as count from ${notifications} where user_id = ${userId}`,
    ),
  );
  return row?.count ?? 0;
};

/** Unread notifications of one person, counted up to the cap (the partial index answers). */
export const countUnread = async (db: Database, userId: number): Promise<number> => {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from (
      select 1 from ${notifications} where user_id = ${userId} and read_at is null
      limit ${NOTIFICATIONS_UNREAD_CAP}) t`),
  );
  return row?.count ?? 0;
};

/** Marks one's own notifications read (these ids, or all); others' ids change nothing. */
export const markRead = async (
  db: Database,
  { userId, ids }: { userId: number; ids: readonly number[] | 'all' },
): Promise<number> => {
  const only =
    ids === 'all'
      ? sql``
      : sql`and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const result = await db.execute(sql`
    update ${notifications} set read_at = now()
    where user_id = ${userId} and read_at is null ${only}
    returning id`);
  return rowsOf<{ id: number }>(result).length;
};

/** One's settings row (language and muted types), if any. */
export const findSettings = async (
  db: Database,
  userId: number,
): Promise<{ locale: Locale; muted: string[] } | undefined> => {
  const [row] = rowsOf<{ locale: Locale; muted: string[] }>(
    await db.execute(
      sql`select locale, muted from ${notificationSettings} where user_id = ${userId}`,
    ),
  );
  return row;
};

/** The recipients' e-mail and language (English when they never said). */
export const findRecipients = async (
  db: Database,
  ids: readonly number[],
): Promise<Array<{ id: number; email: string; locale: Locale }>> => {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rowsOf<{ id: number; email: string; locale: Locale }>(
    await db.execute(sql`
      select u.id::float8 as id, u.email, coalesce(s.locale, 'en') as locale
      from ${users} u left join ${notificationSettings} s on s.user_id = u.id
      where u.id in (${list})`),
  );
};

/**
 * Remembers the language one's app speaks (for e-mails); writes only when it changed.
 */
export const rememberLocale = async (db: Database, userId: number, locale: Locale) => {
  await db.execute(sql`
    insert into ${notificationSettings} as s (user_id, locale) values (${userId}, ${locale})
    on conflict (user_id) do update set locale = excluded.locale, updated_at = now()
    where s.locale is distinct from excluded.locale`);
};

/**
 * Turns types on or off in one statement (the row is locked by the upsert: concurrent changes
 * of different types both hold).
 */
export const updateMuted = async (
  db: Database,
  {
    userId,
    locale,
    mute,
    unmute,
  }: { userId: number; locale: Locale; mute: string[]; unmute: string[] },
) => {
  const muteArr = sql`${`{${mute.join(',')}}`}::text[]`;
  const unmuteArr = sql`${`{${unmute.join(',')}}`}::text[]`;
  await db.execute(sql`
    insert into ${notificationSettings} as s (user_id, locale, muted)
    values (${userId}, ${locale}, ${muteArr})
    on conflict (user_id) do update set
      muted = array(select distinct t from unnest(s.muted || ${muteArr}) t
        where not (t = any(${unmuteArr})) order by t),
      updated_at = now()`);
};

/** Marks read one's unread notifications about a conversation (its thread was read). */
export const markConversationRead = async (
  db: Database,
  { userId, conversationId }: { userId: number; conversationId: number },
): Promise<number> => {
  const result = await db.execute(sql`
    update ${notifications} set read_at = now()
    where user_id = ${userId} and conversation_id = ${conversationId} and read_at is null
    returning id`);
  return rowsOf<{ id: number }>(result).length;
};
