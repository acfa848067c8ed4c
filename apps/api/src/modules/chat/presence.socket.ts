import type { RealtimeServer, RealtimeSocket } from '../../realtime/realtime-service.ts';
import { userRoom } from '../../realtime/socket-identity.ts';
import { presenceRoom } from './chat.realtime.ts';

/**
 * Presence: `presence:<id>` (people who share a conversation with the user) hears them come
 * online with their first socket and go offline when the last one, on any instance, closes.
 */
export const announcePresence = (
  io: RealtimeServer,
  socket: RealtimeSocket,
  userId: number,
  fail: (error: unknown) => void,
): void => {
  io.to(presenceRoom(userId)).emit('presence', { user_id: userId, online: true });
  socket.on('disconnect', () => {
    void io
      .in(userRoom(userId))
      .fetchSockets()
      .then((left) => {
        if (left.length > 0) return;
        io.to(presenceRoom(userId)).emit('presence', { user_id: userId, online: false });
      })
      .catch(fail);
  });
};
