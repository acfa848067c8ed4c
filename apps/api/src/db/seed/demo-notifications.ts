import { sql } from 'drizzle-orm';
import { notifications } from '../../modules/notifications/notifications.table.ts';
import type { Database } from '../client.ts';
import { rowsOf } from '../rows.ts';

/** Unread notifications left per demo account (the rest are read). */
const UNREAD_PER_ACCOUNT = 3;

/**
 * What the other demo content would have told its people, as notifications (type + references:
 * each reads in English or Arabic as the reader's app asks): comments, replies and folded
 * reactions on posts, the last message of each conversation, bids over someone, auction endings,
 * applicants and application answers, friend requests and acceptances, referral points. Only into
 * an empty table; the newest few per account stay unread, so the bell has a count on first sign-in.
 */
export const seedDemoNotifications = async (db: Database): Promise<void> => {
  const [existing] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select exists (select 1 from ${notifications}) as any`),
  );
  if (existing?.any) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, actor_ids, type, post_id, comment_id, created_at)
      select p.user_id, c.user_id, array[c.user_id], 'community.comment', p.id, c.id, c.created_at
      from post_comments c join posts p on p.id = c.post_id
      where c.user_id <> p.user_id and c.parent_id is null
      union all
      select pc.user_id, c.user_id, array[c.user_id], 'community.reply', c.post_id, c.id, c.created_at
      from post_comments c join post_comments pc on pc.id = c.parent_id
      where c.user_id <> pc.user_id`);
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, actor_ids, type, post_id, created_at)
      select p.user_id, (array_agg(r.user_id order by r.created_at desc))[1],
        array_agg(r.user_id order by r.created_at), 'community.reaction', p.id, max(r.created_at)
      from post_reactions r join posts p on p.id = r.post_id
      where r.user_id <> p.user_id
      group by p.id, p.user_id`);
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, actor_ids, type, conversation_id, created_at)
      select distinct on (m.conversation_id, cm.user_id) cm.user_id, m.sender_id,
        array[m.sender_id], 'chat.message', m.conversation_id, m.created_at
      from chat_messages m
      join conversation_members cm on cm.conversation_id = m.conversation_id
      join conversations c on c.id = m.conversation_id
      where cm.user_id <> m.sender_id and c.kind = 'direct'
      order by m.conversation_id, cm.user_id, m.created_at desc`);
    await tx.execute(sql`
      insert into ${notifications} (user_id, type, auction_id, data, created_at)
      select b.user_id, 'auction.outbid', a.id, jsonb_build_object('amount', a.current_price::text),
        b.last_bid_at + interval '1 minute'
      from auction_bidders b join auctions a on a.id = b.auction_id
      where a.leader_id is distinct from b.user_id
      union all
      select a.winner_id, 'auction.won', a.id, jsonb_build_object('amount', a.current_price::text), a.closed_at
      from auctions a where a.closed_at is not null and a.winner_id is not null
      union all
      select a.user_id, case when a.winner_id is null then 'auction.unsold' else 'auction.sold' end,
        a.id, jsonb_build_object('amount', a.current_price::text), a.closed_at
      from auctions a where a.closed_at is not null`);
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, actor_ids, type, job_id, application_id, data, created_at)
      select j.user_id, ja.user_id, array[ja.user_id], 'job.applicant', j.id, ja.id, '{}'::jsonb, ja.created_at
      from job_applications ja join jobs j on j.id = ja.job_id
      union all
      select ja.user_id, j.user_id, array[j.user_id], 'job.application-status', j.id, ja.id,
        jsonb_build_object('status', ja.status), ja.updated_at
      from job_applications ja join jobs j on j.id = ja.job_id where ja.status <> 'waiting'`);
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, actor_ids, type, created_at)
      select addressee_id, requester_id, array[requester_id], 'friends.request', created_at
      from friendships where status = 'pending'
      union all
      select requester_id, addressee_id, array[addressee_id], 'friends.accepted',
        coalesce(accepted_at, created_at)
      from friendships where status = 'accepted'`);
    await tx.execute(sql`
      insert into ${notifications} (user_id, actor_id, actor_ids, type, data, created_at)
      select user_id, other_user_id, array[other_user_id], 'referrals.points',
        jsonb_build_object('points', points), created_at
      from points_ledger where reason = 'invited' and other_user_id is not null`);
    await tx.execute(sql`
      update ${notifications} n set read_at = n.created_at + interval '1 hour'
      from (select id, row_number() over (partition by user_id order by created_at desc, id desc) as rank
        from ${notifications}) ranked
      where ranked.id = n.id and ranked.rank > ${UNREAD_PER_ACCOUNT}`);
  });
};
