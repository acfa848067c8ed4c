import type { ChatContext, Conversation } from '@souq/contract';
import type { RequestView } from '../../../http/request-view.ts';
import { presentLastMessage } from '../messages/messages.presenter.ts';
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
  }: { viewerId: number; online: boolean; context: ContextItem | undefined; view: RequestView },
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
          image: context ? view.media.thumb(context.imageKey) : null,
          price: context?.price ?? null,
        }
      : null;
  return {
    id: row.id,
    other_user: {
      id: row.other_id,
      name: row.other_name,
      photo: view.media.thumb(row.other_photo_key),
      type: row.other_type,
    },
    last_message: presentLastMessage(row, row.id, marks, view),
    unread_count: row.unread_count,
    online,
    context: card,
    blocked: row.blocked,
    updated_at: iso(row.last_activity_at),
  };
};
