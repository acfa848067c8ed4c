import type { ChatMessage, ChatMessageResponse } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { uploadWithProgress } from '../../../../lib/api/files';
import { appendChannelMessage, channelKeys } from './keys';

export interface SendChannelMessageInput {
  channelId: number;
  body: string;
  file?: File | null;
  onProgress?: (fraction: number) => void;
}

export async function sendChannelMessage({
  channelId,
  body,
  file,
  onProgress,
}: SendChannelMessageInput): Promise<ChatMessage> {
  if (!file) {
    const response = await api.post<ChatMessageResponse>(
      endpoints.send.path,
      { channel_id: channelId, body },
      { json: true },
    );
    return response.data.data;
  }
  const form = new FormData();
  form.append('channel_id', String(channelId));
  if (body) form.append('body', body);
  form.append('attachment', file);
  form.append('attachment_name', file.name);
  const response = await uploadWithProgress<ChatMessageResponse>(
    endpoints.send.path,
    form,
    onProgress ?? (() => {}),
  );
  return response.data.data;
}

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
