import type { ChatMessage } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withNewMessage } from './cache';
import { appendCachedMessage, chatKeys, updateCachedConversation } from './keys';
import { postMessage } from './post-message';

export interface SendMessageInput {
  conversationId: number;
  body: string;
  file?: File | null;
  /** 0..1 while the file uploads. */
  onProgress?: (fraction: number) => void;
}

export const sendMessage = ({
  conversationId,
  ...message
}: SendMessageInput): Promise<ChatMessage> =>
  postMessage(endpoints.send, { to: { conversation_id: conversationId }, ...message });

/** Sends a message; the thread and the list show it at once (the socket echo is ignored). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      appendCachedMessage(queryClient, message);
      updateCachedConversation(
        queryClient,
        message.conversation_id,
        withNewMessage(message, false),
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
