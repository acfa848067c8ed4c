import type { ChatMessage } from '@souq/contract';
import type { ChatView } from '../chat.view.ts';
import type { MessageRow, ReadMark } from './messages.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The fields of a message row, however it was read (drizzle or a raw join). */
export interface MessageFields {
  id: number;
  conversationId: number;
  senderId: number;
  kind: 'text' | 'missed_call';
  body: string;
  attachmentKey: string | null;
  attachmentType: 'image' | 'file' | null;
  attachmentName: string | null;
  attachmentMime: string | null;
  attachmentSize: number | null;
  createdAt: Date | string;
}

/**
 * A message for the reader: `read_at` is when a member other than the sender read up to it
 * (the other participant, in a direct conversation).
 */
export const presentMessage = (
  row: MessageFields | MessageRow,
  marks: readonly ReadMark[],
  view: ChatView,
): ChatMessage => {
  const id = Number(row.id);
  const senderId = Number(row.senderId);
  const reader = marks.find(
    (mark) => mark.userId !== senderId && mark.lastReadId !== null && mark.lastReadId >= id,
  );
  return {
    id,
    conversation_id: Number(row.conversationId),
    kind: row.kind,
    body: row.body,
    attachment:
      row.attachmentKey && row.attachmentType
        ? {
            type: row.attachmentType,
            url: view.attachmentUrlOf(id, 'full'),
            thumb_url: row.attachmentType === 'image' ? view.attachmentUrlOf(id, 'thumb') : null,
            name: row.attachmentName ?? '',
            size: Number(row.attachmentSize ?? 0),
            mime: row.attachmentMime ?? 'application/octet-stream',
          }
        : null,
    sender_id: senderId,
    read_at: reader?.lastReadAt ? iso(reader.lastReadAt) : null,
    created_at: iso(row.createdAt),
  };
};
