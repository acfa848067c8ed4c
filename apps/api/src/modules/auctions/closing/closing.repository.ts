import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { users } from '../../accounts/accounts.table.ts';
import { type PersonRow, personJson } from '../auctions.repository.ts';
import { auctions } from '../auctions.table.ts';

// Ending auctions: the sweep's batches and a buy-now, inside their transactions.

export interface ClosedAuctionRow {
  id: number;
  /** The owner. */
  user_id: number;
  current_price: string | null;
  ends_at: string;
  winner: PersonRow | null;
}

/**
 * Ends every auction due at `now` (or only `ids`), at most `limit`, exactly once: due rows are
 * locked with SKIP LOCKED, so a second sweep running at the same time takes other rows or none,
 * and `closed_at is null` is checked on the locked row. In the same statement the winner is set
 * (the leader, when the reserve is met); the caller tells the winner, the owner and the other
 * bidders in the same transaction (`insertAuctionEndings` of the notifications area).
 */
export const closeDueAuctions = async (
  db: Database,
  { now, limit, ids }: { now: Date; limit: number; ids?: number[] },
): Promise<ClosedAuctionRow[]> => {
  const at = now.toISOString();
  const only = ids
    ? sql`and id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    with due as (
      select id from ${auctions}
      where closed_at is null and cancelled_at is null and ends_at <= ${at}::timestamptz ${only}
      order by ends_at, id
      limit ${limit}
      for update skip locked
    ), closed as (
      update ${auctions} a set closed_at = ${at}::timestamptz,
        winner_id = case when a.leader_id is not null
          and (a.reserve_price is null or a.current_price >= a.reserve_price) then a.leader_id end
      from due where a.id = due.id and a.closed_at is null
      returning a.id, a.user_id, a.winner_id, a.current_price, a.ends_at
    )
    select json_build_object('id', c.id, 'user_id', c.user_id, 'current_price', c.current_price::text,
      'ends_at', c.ends_at,
      'winner', case when w.id is null then null else ${personJson(sql`w`)} end) as row
    from closed c left join ${users} w on w.id = c.winner_id`);
  return rowsOf<{ row: ClosedAuctionRow }>(result).map((r) => r.row);
};
