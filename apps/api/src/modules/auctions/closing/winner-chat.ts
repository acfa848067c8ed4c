import type { Database } from '../../../db/client.ts';
import {
  blockedBetween,
  findOrCreateDirect,
} from '../../chat/conversations/conversations.repository.ts';

/**
 * Once an auction has a winner, winner and owner find a conversation about it in their chats
 * (the same one the "chat" button would open); people who blocked each other get none. Runs
 * after the outcome committed (a failure never undoes an ending) and may run again: the
 * conversation is found, not made twice.
 */
export const openWinnerChat = async (
  db: Database,
  { id, ownerId, winnerId }: { id: number; ownerId: number; winnerId: number | null },
) => {
  if (winnerId === null) return;
  if (await blockedBetween(db, winnerId, ownerId)) return;
  await findOrCreateDirect(db, { a: winnerId, b: ownerId, context: { type: 'auction', id } });
};
