import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { updateMyChannel } from './keys';

export async function readChannel(id: number) {
  const response = await api.call(endpoints.read, { params: { id } });
  return response.data;
}

/** Marks an open channel read: its badge clears. */
export function useReadChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readChannel,
    onSuccess: (receipt) =>
      updateMyChannel(queryClient, receipt.conversation_id, (c) => ({ ...c, unread_count: 0 })),
  });
}
