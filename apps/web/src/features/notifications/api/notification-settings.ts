import type {
  NotificationSettings,
  NotificationSettingsResponse,
  NotificationType,
} from '@souq/contract';
import { notificationsEndpoints as endpoints } from '@souq/contract/endpoints/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationsKeys } from './keys';

export async function getNotificationSettings(): Promise<NotificationSettings> {
  const response = await api.get<NotificationSettingsResponse>(endpoints.settings.path);
  return response.data.data;
}

/** Which types one receives. */
export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationsKeys.settings(), queryFn: getNotificationSettings });

/**
 * Turns one type on or off; the switch moves at once and goes back on failure. The cache is
 * written in the click's own handler (a mutation's `onMutate` runs a tick later, and a controlled
 * checkbox would spring back for that tick).
 */
export function useToggleNotificationType() {
  const queryClient = useQueryClient();
  const key = notificationsKeys.settings();
  const mutation = useMutation({
    mutationFn: async ({ type, enabled }: { type: NotificationType; enabled: boolean }) => {
      const response = await api.post<NotificationSettingsResponse>(
        endpoints.updateSettings.path,
        { types: [{ type, enabled }] },
        { json: true },
      );
      return response.data.data;
    },
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });
  return (input: { type: NotificationType; enabled: boolean }) => {
    const before = queryClient.getQueryData<NotificationSettings>(key);
    if (before) {
      queryClient.setQueryData<NotificationSettings>(key, {
        types: before.types.map((t) => (t.type === input.type ? input : t)),
      });
    }
    mutation.mutate(input, {
      onError: () => {
        if (before) queryClient.setQueryData(key, before);
      },
    });
  };
}
