import type { NotificationSettings, NotificationType } from '@souq/contract';
import { notificationsEndpoints as endpoints } from '@souq/contract/endpoints/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { notificationsKeys } from './keys';

export async function getNotificationSettings(): Promise<NotificationSettings> {
  const response = await api.call(endpoints.settings);
  return response.data;
}

/** Which types one receives. */
export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationsKeys.settings(), queryFn: getNotificationSettings });

/**
 * Turns one type on or off; the switch moves at once and goes back on failure. The switch's new
 * value is component state set in the click's own handler: a query cache write reaches the
 * component a tick later, and a controlled checkbox would spring back for that tick.
 */
export function useToggleNotificationType() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Partial<Record<NotificationType, boolean>>>({});
  const mutation = useMutation({
    mutationFn: async ({ type, enabled }: { type: NotificationType; enabled: boolean }) => {
      const response = await api.call(endpoints.updateSettings, {
        body: { types: [{ type, enabled }] },
        json: true,
      });
      return response.data;
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationsKeys.settings(), settings),
    // The saved (or, on failure, the former) value shows again, unless a newer click is pending.
    onSettled: (_data, _error, { type, enabled }) =>
      setPending(({ [type]: value, ...rest }) =>
        value === enabled ? rest : { ...rest, [type]: value },
      ),
  });
  return {
    toggle: (input: { type: NotificationType; enabled: boolean }) => {
      setPending((current) => ({ ...current, [input.type]: input.enabled }));
      mutation.mutate(input);
    },
    /** What a type's switch shows: the pending choice, else the saved value. */
    shown: (type: NotificationType, saved: boolean) => pending[type] ?? saved,
  };
}
