import type { ChatMessage } from '@souq/contract';
import type { channelsEndpoints, chatEndpoints } from '@souq/contract/endpoints';
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

/** Where a message goes: a conversation's or a channel's send endpoint. */
type SendEndpoint = typeof chatEndpoints.send | typeof channelsEndpoints.send;

/** Sends a message: JSON for text alone, multipart with upload progress for a file. */
export async function postMessage(
  endpoint: SendEndpoint,
  { to, body, file, onProgress }: PostedMessage,
): Promise<ChatMessage> {
  if (!file) {
    const response = await api.call(endpoint, { body: { ...to, body }, json: true });
    return response.data;
  }
  const form = new FormData();
  for (const [name, id] of Object.entries(to)) form.append(name, String(id));
  if (body) form.append('body', body);
  form.append('attachment', file);
  form.append('attachment_name', file.name);
  const response = await uploadWithProgress(endpoint, { body: form }, onProgress ?? (() => {}));
  return response.data;
}
