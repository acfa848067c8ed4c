import { TypingInSchema } from '@souq/contract';
import type { RealtimeSocket } from '../../realtime/realtime-service.ts';
import { conversationRoom } from './chat.realtime.ts';

/**
 * Typing in an open thread, told to the conversation's room but the typist. Members only: the
 * socket must have joined the room, whose rule asked the database.
 */
export const relayTyping = (socket: RealtimeSocket, userId: number): void => {
  // The payload is typed by the contract but comes from the client: read as unknown.
  socket.on('typing', (payload: unknown) => {
    const input = TypingInSchema.safeParse(payload);
    if (!input.success) return;
    const conversationId = input.data.conversation_id;
    const room = conversationRoom(conversationId);
    if (!socket.rooms.has(room)) return;
    socket.to(room).emit('typing', { conversation_id: conversationId, user_id: userId });
  });
};
