import type { ChatMessage, ChatMessageResponse } from '@souq/contract';
import { chatEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE_URL, ApiRequestError, api, requestLanguage } from '../../../lib/api';
import { TOKEN_KEY } from '../../../lib/stores/auth-store';
import { appendCachedMessage, chatKeys, updateCachedConversation } from './keys';

export interface SendMessageInput {
  conversationId: number;
  body: string;
  file?: File | null;
  /** 0..1 while the file uploads. */
  onProgress?: (fraction: number) => void;
}

/** A file goes up through XMLHttpRequest: `fetch` cannot report upload progress. */
function upload(form: FormData, onProgress?: (fraction: number) => void): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${endpoints.send.path}`);
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((data as ChatMessageResponse).data);
        return;
      }
      const message = (data as { message?: string } | undefined)?.message ?? '';
      reject(new ApiRequestError(message, xhr.status, data, 'ERR_BAD_RESPONSE'));
    };
    xhr.onerror = () => reject(new ApiRequestError('', 0, undefined, 'ERR_NETWORK'));
    xhr.send(form);
  });
}

export async function sendMessage({
  conversationId,
  body,
  file,
  onProgress,
}: SendMessageInput): Promise<ChatMessage> {
  if (!file) {
    const response = await api.post<ChatMessageResponse>(
      endpoints.send.path,
      { conversation_id: conversationId, body },
      { json: true },
    );
    return response.data.data;
  }
  const form = new FormData();
  form.append('conversation_id', String(conversationId));
  if (body) form.append('body', body);
  form.append('attachment', file);
  form.append('attachment_name', file.name);
  return upload(form, onProgress);
}

/** Sends a message; the thread and the list show it at once (the socket echo is ignored). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      appendCachedMessage(queryClient, message);
      updateCachedConversation(queryClient, message.conversation_id, (c) => ({
        ...c,
        last_message: message,
        updated_at: message.created_at,
      }));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
    },
  });
}
