import { TypingInSchema } from '@souq/contract';
import type { RealtimeSocket } from '../../realtime/realtime-service.ts';
import { userRoom } from '../../realtime/socket-identity.ts';
import { conversationRoom } from './chat.realtime.ts';
import type { BlockedIdsFor } from './presence.socket.ts';

/**
 * Typing in an open thread, told to the conversation's room but the typist. Members only: the
 * socket must have joined the room, whose rule asked the database. Across a block (either side,
 * made before or after the join) it is dropped: a block is read at each event.
 */
export const relayTyping = (
  socket: RealtimeSocket,
  userId: number,
  { blockedIdsFor, fail }: { blockedIdsFor: BlockedIdsFor; fail: (error: unknown) => void },
): void => {
  // The payload is typed by the contract but comes from the client: read as unknown.
  socket.on('typing', (payload: unknown, ack?: unknown) => {
    const input = TypingInSchema.safeParse(payload);
    const room = input.success ? conversationRoom(input.data.conversation_id) : null;
    const member = room !== null && socket.rooms.has(room);
    if (input.success && member) {
      blockedIdsFor(userId)
        .then((blocked) => {
          socket
            .to(room)
            .except(blocked.map(userRoom))
            .emit('typing', { conversation_id: input.data.conversation_id, user_id: userId });
        })
        .catch(fail);
    }
    if (typeof ack === 'function')
      ack(member ? { ok: true } : { ok: false, error: 'realtime.forbidden' });
  });
};
