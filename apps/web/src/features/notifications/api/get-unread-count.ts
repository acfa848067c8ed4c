import type { UnreadCount } from '@souq/contract';
import { notificationsEndpoints as endpoints } from '@souq/contract/endpoints/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationsKeys } from './keys';

export async function getUnreadCount(): Promise<UnreadCount> {
  const response = await api.call(endpoints.unreadCount);
  return response.data;
}

/** The bell's count; kept live by `notification:new` (see `useNotificationEvents`). */
export const useUnreadCount = () =>
  useQuery({ queryKey: notificationsKeys.unread(), queryFn: getUnreadCount, staleTime: 60_000 });
