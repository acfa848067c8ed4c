import type { Conversation, StartConversationBodyInput } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chatKeys } from './keys';

export async function startConversation(input: StartConversationBodyInput): Promise<Conversation> {
  const response = await api.call(endpoints.start, { body: input, json: true });
  return response.data;
}

/** Opens (or finds) the conversation with a user about an item; the list shows it at once. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
