import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordResets } from '../accounts.table.ts';

/** Retires every code of the user still open, then opens a new one. */
export const replaceResetCode = (
  db: Database,
  { userId, codeHash, validMinutes }: { userId: number; codeHash: string; validMinutes: number },
) =>
  db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
    const [row] = await tx
      .insert(passwordResets)
      .values({
        userId,
        codeHash,
        expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
      })
      .returning({ id: passwordResets.id });
    return row!.id;
  });

/** The user's newest open code, with whether it has expired (by the database's clock). */
export const findOpenResetCode = async (db: Database, userId: number) => {
  const [row] = await db
    .select({
      id: passwordResets.id,
      codeHash: passwordResets.codeHash,
      attempts: passwordResets.attempts,
      expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
    })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)))
    .orderBy(desc(passwordResets.id))
    .limit(1);
  return row;
};

/** Counts a wrong code; false when the row had already used up its tries. */
export const countWrongAttempt = async (db: Database, id: number, maxAttempts: number) => {
  const rows = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, id), lt(passwordResets.attempts, maxAttempts)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
};

/**
 * Confirms the code and attaches the reset token, in one conditional statement: only an open,
 * unexpired row with tries left is confirmed, whatever runs concurrently.
 */
export const confirmResetCode = async (
  db: Database,
  {
    id,
    maxAttempts,
    tokenHash,
    tokenMinutes,
  }: { id: number; maxAttempts: number; tokenHash: string; tokenMinutes: number },
) => {
  const rows = await db
    .update(passwordResets)
    .set({
      consumedAt: sql`now()`,
      resetTokenHash: tokenHash,
      resetTokenExpiresAt: sql`now() + make_interval(mins => ${tokenMinutes})`,
    })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.consumedAt),
        lt(passwordResets.attempts, maxAttempts),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
};

/** Uses a reset token up (it works once) and answers whose it was, if it was valid. */
export const takeResetToken = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .update(passwordResets)
    .set({ resetTokenHash: null })
    .where(
      and(
        eq(passwordResets.resetTokenHash, tokenHash),
        gt(passwordResets.resetTokenExpiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
};
