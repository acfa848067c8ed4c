import type { Conversation } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';

export async function getConversation(id: number): Promise<Conversation> {
  const response = await api.call(endpoints.conversation, { params: { id } });
  return response.data;
}

/** One conversation of the caller: the thread's header and item card. */
export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: chatKeys.conversation(id ?? 0),
    queryFn: () => getConversation(id!),
    enabled: id !== null && id > 0,
    retry: false,
  });
