import type { ChatContext, Conversation } from '@souq/contract';
import type { ChatView } from '../chat.view.ts';
import { presentMessage } from '../messages/messages.presenter.ts';
import type { ContextItem } from './context.repository.ts';
import type { ConversationRow } from './conversations.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A conversation row to the caller's `Conversation`, with presence and the item card. */
export const presentConversation = (
  row: ConversationRow,
  {
    viewerId,
    online,
    context,
    view,
  }: { viewerId: number; online: boolean; context: ContextItem | undefined; view: ChatView },
): Conversation => {
  const marks = [
    {
      userId: viewerId,
      lastReadId: row.my_last_read_id,
      lastReadAt: row.my_last_read_at ? new Date(row.my_last_read_at) : null,
    },
    {
      userId: row.other_id,
      lastReadId: row.other_last_read_id,
      lastReadAt: row.other_last_read_at ? new Date(row.other_last_read_at) : null,
    },
  ];
  const card: ChatContext | null =
    row.context_type && row.context_id !== null
      ? {
          type: row.context_type,
          id: row.context_id,
          title: context?.title ?? null,
          image: context ? view.photoUrlOf(context.imageKey) : null,
          price: context?.price ?? null,
        }
      : null;
  return {
    id: row.id,
    other_user: {
      id: row.other_id,
      name: row.other_name,
      photo: view.photoUrlOf(row.other_photo_key),
      type: row.other_type,
    },
    last_message:
      row.m_id !== null
        ? presentMessage(
            {
              id: row.m_id,
              conversationId: row.id,
              senderId: row.m_sender_id!,
              kind: row.m_kind ?? 'text',
              body: row.m_body ?? '',
              attachmentKey: row.m_attachment_key,
              attachmentType: row.m_attachment_type,
              attachmentName: row.m_attachment_name,
              attachmentMime: row.m_attachment_mime,
              attachmentSize: row.m_attachment_size,
              createdAt: row.m_created_at!,
            },
            marks,
            view,
          )
        : null,
    unread_count: row.unread_count,
    online,
    context: card,
    blocked: row.blocked,
    updated_at: iso(row.last_activity_at),
  };
};
