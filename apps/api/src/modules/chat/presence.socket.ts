import type { RealtimeServer, RealtimeSocket } from '../../realtime/realtime-service.ts';
import { userRoom } from '../../realtime/socket-identity.ts';
import { presenceRoom } from './chat.realtime.ts';

/** Those in a block with a user (either side), read at each event. */
export type BlockedIdsFor = (userId: number) => Promise<number[]>;

/**
 * Presence: `presence:<id>` (people who share a conversation with the user) hears them come
 * online with their first socket and go offline when the last one, on any instance, closes.
 * Nobody in a block with them hears it, even with a socket that joined before the block.
 */
export const announcePresence = (
  io: RealtimeServer,
  socket: RealtimeSocket,
  userId: number,
  { blockedIdsFor, fail }: { blockedIdsFor: BlockedIdsFor; fail: (error: unknown) => void },
): void => {
  const tell = async (online: boolean) => {
    const blocked = (await blockedIdsFor(userId)).map(userRoom);
    io.to(presenceRoom(userId)).except(blocked).emit('presence', { user_id: userId, online });
  };
  tell(true).catch(fail);
  socket.on('disconnect', () => {
    void io
      .in(userRoom(userId))
      .fetchSockets()
      .then((left) => (left.length > 0 ? undefined : tell(false)))
      .catch(fail);
  });
};
