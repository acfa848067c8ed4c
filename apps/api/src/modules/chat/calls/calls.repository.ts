import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { chatCalls } from '../chat.table.ts';

export type CallRow = typeof chatCalls.$inferSelect;
type CallState = CallRow['state'];

export const insertCall = async (
  db: Database,
  values: { conversationId: number; callerId: number; calleeId: number; state?: CallState },
) => {
  const [row] = await db.insert(chatCalls).values(values).returning();
  return row!;
};

export const findCall = async (db: Database, id: number) => {
  const [row] = await db.select().from(chatCalls).where(eq(chatCalls.id, id));
  return row;
};

/**
 * Moves a call from one of `from` to `to` in one conditional statement: of an answer, a decline,
 * a hang-up and the ring timeout racing, exactly one wins. Answers the row when this one did.
 */
export const moveCall = async (
  db: Database,
  id: number,
  from: readonly CallState[],
  to: CallState,
): Promise<CallRow | undefined> => {
  const [row] = await db
    .update(chatCalls)
    .set({
      state: to,
      ...(to === 'answered' ? { answeredAt: sql`now()` } : { endedAt: sql`now()` }),
    })
    .where(and(eq(chatCalls.id, id), inArray(chatCalls.state, [...from])))
    .returning();
  return row;
};

/** Whether `userId` has a call ringing right now (made or received within the ring time). */
export const isRinging = async (db: Database, userId: number, ringMs: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: chatCalls.id })
    .from(chatCalls)
    .where(
      and(
        eq(chatCalls.state, 'ringing'),
        sql`(${chatCalls.calleeId} = ${userId} or ${chatCalls.callerId} = ${userId})`,
        sql`${chatCalls.createdAt} > now() - make_interval(secs => ${ringMs / 1000})`,
      ),
    )
    .limit(1);
  return row !== undefined;
};
