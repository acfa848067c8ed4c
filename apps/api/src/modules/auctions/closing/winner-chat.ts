import type { Database } from '../../../db/client.ts';
import {
  blockedBetween,
  findOrCreateDirect,
} from '../../chat/conversations/conversations.repository.ts';

/**
 * Once an auction has a winner, winner and owner find a conversation about it in their chats
 * (the same one the "chat" button would open). After the outcome is committed and best effort:
 * a failure here never undoes an ending; people who blocked each other get none.
 */
export const openWinnerChats = async (
  db: Database,
  ended: ReadonlyArray<{ id: number; ownerId: number; winnerId: number | null }>,
  onError: (error: unknown) => void = () => {},
) => {
  for (const { id, ownerId, winnerId } of ended) {
    if (winnerId === null) continue;
    try {
      if (await blockedBetween(db, winnerId, ownerId)) continue;
      await findOrCreateDirect(db, {
        a: winnerId,
        b: ownerId,
        context: { type: 'auction', id },
      });
    } catch (error) {
      onError(error);
    }
  }
};
