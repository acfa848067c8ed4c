export type { RealtimeSocket } from './types';
export {
  useRealtimeEvents,
  useRealtimeRoom,
  useRealtimeRooms,
  useRealtimeSocket,
} from './use-realtime';
