import type { ChatMessage, ChatMessageResponse } from '@souq/contract';
import { api } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/api/files';

/** A message for a conversation (`conversation_id`) or a channel (`channel_id`). */
export interface PostedMessage {
  to: { conversation_id: number } | { channel_id: number };
  body: string;
  file?: File | null;
  /** 0..1 while the file uploads. */
  onProgress?: (fraction: number) => void;
}

/** Sends a message: JSON for text alone, multipart with upload progress for a file. */
export async function postMessage(
  path: string,
  { to, body, file, onProgress }: PostedMessage,
): Promise<ChatMessage> {
  if (!file) {
    const response = await api.post<ChatMessageResponse>(path, { ...to, body }, { json: true });
    return response.data.data;
  }
  const form = new FormData();
  for (const [name, id] of Object.entries(to)) form.append(name, String(id));
  if (body) form.append('body', body);
  form.append('attachment', file);
  form.append('attachment_name', file.name);
  const response = await uploadWithProgress<ChatMessageResponse>(
    path,
    form,
    onProgress ?? (() => {}),
  );
  return response.data.data;
}
