import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Sessions that can never be used again (revoked, or idle past `idleDays`) and reset codes whose
 * code and token both expired, a day after that: the tables keep only what a request can use.
 */
export const deleteDeadSessionsAndCodes = async (db: Database, idleDays: number) => {
  await db.execute(sql`
    delete from sessions
    where revoked_at < now() - interval '1 day'
       or last_used_at < now() - make_interval(days => ${idleDays + 1}::int)`);
  await db.execute(sql`
    delete from password_resets
    where expires_at < now() - interval '1 day'
      and (reset_token_expires_at is null or reset_token_expires_at < now() - interval '1 day')`);
};
