import type { NotificationNewEvent, NotificationReadEvent, UnreadCount } from '@souq/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { notificationsKeys } from '../api/keys';

/**
 * Follows `notification:new` on the tab's socket: the bell takes the pushed count and the lists
 * load again (in the page's language); `notification:read` brings the count down when they were read
 * elsewhere. After a reconnect the count is asked again.
 */
export function useNotificationEvents(socket: Socket | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const onNew = (event: NotificationNewEvent) => {
      queryClient.setQueryData<UnreadCount>(notificationsKeys.unread(), {
        unread_count: event.unread_count,
      });
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
    };
    // Read elsewhere (another tab, an opened chat): the count follows, the lists load again.
    const onRead = (event: NotificationReadEvent) => {
      queryClient.setQueryData<UnreadCount>(notificationsKeys.unread(), {
        unread_count: event.unread_count,
      });
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
    };
    const onConnect = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.unread() });
    };
    socket.on('notification:new', onNew);
    socket.on('notification:read', onRead);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notification:new', onNew);
      socket.off('notification:read', onRead);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
