import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useRealtimeSocket } from '../../lib/realtime';

/**
 * Loaded by the headers after the page, for signed-in users: the bell, on the tab's one socket
 * (shared by reference count: no second connection).
 */
export default function NotificationsLive({ className }: { className: string }) {
  const socket = useRealtimeSocket();
  return <NotificationBell socket={socket} className={className} />;
}
