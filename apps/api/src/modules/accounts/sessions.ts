import type { AccountType } from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { randomToken, sha256Hex } from '../../lib/tokens.ts';
import * as repo from './sessions.repository.ts';

/** A session ends after this many days without a request. */
export const SESSION_IDLE_DAYS = 30;
const TOUCH_EVERY_MS = 60_000;

/** Who is calling: the account and the session its token belongs to. */
export interface SessionUser {
  id: number;
  type: AccountType;
  sessionId: number;
}

/** Opens a session for `userId` and returns its bearer token (only its hash is stored). */
export const createSession = async ({ db, userId }: { db: Database; userId: number }) => {
  const token = randomToken();
  await repo.insertSession(db, userId, sha256Hex(token));
  return token;
};

/** The account behind a bearer token, or null when it is unknown, revoked or idle too long. */
export const resolveSession = async ({
  db,
  token,
}: {
  db: Database;
  token: string;
}): Promise<SessionUser | null> => {
  const row = await repo.findLiveSession(db, sha256Hex(token), SESSION_IDLE_DAYS);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(db, row.sessionId);
  }
  return { id: row.userId, type: row.type, sessionId: row.sessionId };
};

/** Those of `sessionIds` still live: what a socket opened with one of them may go on using. */
export const liveSessionIds = async ({
  db,
  sessionIds,
}: {
  db: Database;
  sessionIds: readonly number[];
}): Promise<Set<number>> =>
  new Set(
    sessionIds.length > 0 ? await repo.findLiveSessionIds(db, sessionIds, SESSION_IDLE_DAYS) : [],
  );

/** Ends one session (logout). */
export const revokeSession = async ({ db, sessionId }: { db: Database; sessionId: number }) => {
  await repo.revokeSessionById(db, sessionId);
};

/** Ends every session of an account (password reset). */
export const revokeAllSessions = async ({ db, userId }: { db: Database; userId: number }) => {
  await repo.revokeSessionsOfUser(db, userId);
};
