import type { ChatMessage } from '@souq/contract';
import { chatEndpoints } from '@souq/contract/endpoints';
import { apiUrl } from '../../../http/api-links.ts';
import type { RequestView } from '../../../http/request-view.ts';
import type { LastMessageColumns, MessageRow, ReadMark } from './messages.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What a message's links need (attachments are served by the API to members only), and the
 * request that sent it: its notifications' delivery logs with that id.
 */
export type MessageView = Pick<RequestView, 'origin' | 'requestId'>;

const attachmentUrl = (view: MessageView, messageId: number, size: 'full' | 'thumb') =>
  `${apiUrl(view, chatEndpoints.attachment, { messageId })}${size === 'thumb' ? '?size=thumb' : ''}`;

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
  /** The calls a missed-call message stands for. */
  callCount: number | null;
  createdAt: Date | string;
}

/**
 * A message for the reader: `read_at` is when a member other than the sender read up to it
 * (the other participant, in a direct conversation).
 */
export const presentMessage = (
  row: MessageFields | MessageRow,
  marks: readonly ReadMark[],
  view: MessageView,
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
    ...(row.kind === 'missed_call'
      ? { missed_calls: Math.max(1, Number(row.callCount ?? 1)) }
      : {}),
    attachment:
      row.attachmentKey && row.attachmentType
        ? {
            type: row.attachmentType,
            url: attachmentUrl(view, id, 'full'),
            thumb_url: row.attachmentType === 'image' ? attachmentUrl(view, id, 'thumb') : null,
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

/** The newest message joined to a list row (a conversation or a channel), or null when none. */
export const presentLastMessage = (
  row: LastMessageColumns,
  conversationId: number,
  marks: readonly ReadMark[],
  view: MessageView,
): ChatMessage | null =>
  row.m_id === null || row.m_created_at === null
    ? null
    : presentMessage(
        {
          id: row.m_id,
          conversationId,
          senderId: row.m_sender_id ?? 0,
          kind: row.m_kind ?? 'text',
          body: row.m_body ?? '',
          attachmentKey: row.m_attachment_key,
          attachmentType: row.m_attachment_type,
          attachmentName: row.m_attachment_name,
          attachmentMime: row.m_attachment_mime,
          attachmentSize: row.m_attachment_size,
          callCount: row.m_call_count,
          createdAt: row.m_created_at,
        },
        marks,
        view,
      );
