import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { type Database, preparedOnce } from '../../db/client.ts';
import { sessions, users } from './accounts.table.ts';

export const insertSession = (db: Database, userId: number, tokenHash: string) =>
  db.insert(sessions).values({ userId, tokenHash });

/**
 * The live session of a token hash: not revoked and used within `idleDays`. Every signed-in
 * request runs this: a named statement built once (see `preparedOnce`), its plan
 * a unique-index lookup whatever the token.
 */
export const findLiveSession = async (db: Database, tokenHash: string, idleDays: number) => {
  const [row] = await preparedOnce<
    Array<{ sessionId: number; lastUsedAt: Date; userId: number; type: 'user' | 'company' }>
  >(db, 'accounts.live-session', () =>
    db
      .select({
        sessionId: sessions.id,
        lastUsedAt: sessions.lastUsedAt,
        userId: users.id,
        type: users.type,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(
            sessions.lastUsedAt,
            sql`now() - make_interval(days => ${sql.placeholder('idleDays')}::int)`,
          ),
        ),
      )
      .limit(1),
  ).execute({ tokenHash, idleDays });
  return row;
};

/** Those of `ids` that are live sessions: not revoked and used within `idleDays`. */
export const findLiveSessionIds = async (
  db: Database,
  ids: readonly number[],
  idleDays: number,
) => {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        inArray(sessions.id, [...ids]),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, sql`now() - make_interval(days => ${idleDays})`),
      ),
    );
  return rows.map((row) => row.id);
};

/** Moves `last_used_at` only when it is older than a minute: one write a minute at most. */
export const touchSession = (db: Database, sessionId: number) =>
  db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`)),
    );

export const revokeSessionById = (db: Database, sessionId: number) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

/** Ends every live session of the user but `keepId`; answers the ids it ended. */
export const revokeOtherSessionsOfUser = async (db: Database, userId: number, keepId: number) => {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
};

export const revokeSessionsOfUser = (db: Database, userId: number) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
