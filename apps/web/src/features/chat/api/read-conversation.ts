import type { ReadResponse } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setUnreadTotal, updateCachedConversation } from './keys';

export async function readConversation(id: number): Promise<ReadResponse['data']> {
  const response = await api.call(endpoints.read, { params: { id } });
  return response.data;
}

/** Marks an open thread read: its badge clears and the header total follows. */
export function useReadConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readConversation,
    onSuccess: (answer) => {
      updateCachedConversation(queryClient, answer.conversation_id, (c) => ({
        ...c,
        unread_count: 0,
      }));
      setUnreadTotal(queryClient, answer.unread_total);
    },
  });
}
