import type { ChatMessage } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postMessage } from '../../api/post-message';
import { appendChannelMessage, channelKeys } from './keys';

export interface SendChannelMessageInput {
  channelId: number;
  body: string;
  file?: File | null;
  onProgress?: (fraction: number) => void;
}

export const sendChannelMessage = ({
  channelId,
  ...message
}: SendChannelMessageInput): Promise<ChatMessage> =>
  postMessage(endpoints.send, { to: { channel_id: channelId }, ...message });

/** Sends to a channel; the thread shows it at once (the room's echo is ignored). */
export function useSendChannelMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChannelMessage,
    onSuccess: (message, { channelId }) => {
      appendChannelMessage(queryClient, channelId, message);
      void queryClient.invalidateQueries({ queryKey: channelKeys.mine() });
    },
  });
}
