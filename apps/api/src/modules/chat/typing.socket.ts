import { TypingInSchema } from '@souq/contract';
import type { RealtimeSocket } from '../../realtime/realtime-service.ts';
import { conversationRoom } from './chat.realtime.ts';

/**
 * Typing in an open thread, told to the conversation's room but the typist. Members only: the
 * socket must have joined the room, whose rule asked the database.
 */
export const relayTyping = (socket: RealtimeSocket, userId: number): void => {
  // The payload is typed by the contract but comes from the client: read as unknown.
  socket.on('typing', (payload: unknown, ack?: unknown) => {
    const input = TypingInSchema.safeParse(payload);
    const room = input.success ? conversationRoom(input.data.conversation_id) : null;
    const member = room !== null && socket.rooms.has(room);
    if (input.success && member) {
      socket
        .to(room)
        .emit('typing', { conversation_id: input.data.conversation_id, user_id: userId });
    }
    if (typeof ack === 'function')
      ack(member ? { ok: true } : { ok: false, error: 'realtime.forbidden' });
  });
};
