import { notificationsEndpoints as endpoints } from '@souq/contract/endpoints/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { applyRead } from './keys';

/** Marks one's notifications read (some ids, or all); the bell and the lists follow at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[] | 'all') => {
      const response = await api.call(endpoints.read, {
        body: ids === 'all' ? { all: true } : { ids: [...ids] },
        json: true,
      });
      return { ids, unread: response.data.unread_count };
    },
    onSuccess: ({ ids, unread }) => applyRead(queryClient, ids, unread),
  });
}
