import { useChatSocket } from '../../features/chat/lib/chat-socket';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

/**
 * Loaded by the headers after the page, for signed-in users: the bell, on the tab's one socket
 * (chat's, shared by reference count: no second connection).
 */
export default function NotificationsLive({ className }: { className: string }) {
  const socket = useChatSocket();
  return <NotificationBell socket={socket} className={className} />;
}
