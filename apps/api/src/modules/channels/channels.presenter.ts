import type { Channel, ChannelDetails, ChannelMember } from '@souq/contract';
import type { ChatView } from '../chat/chat.view.ts';
import { presentMessage } from '../chat/messages/messages.presenter.ts';
import type { ChannelRow, listMembers } from './channels.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A channel for its viewer: the newest message and unread count only for members. */
export const presentChannel = (row: ChannelRow, view: ChatView): Channel => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: view.photoUrlOf(row.image_key),
  visibility: row.visibility,
  members_count: row.members_count,
  role: row.role,
  owner: {
    id: row.owner_id,
    name: row.owner_name,
    type: row.owner_type,
    photo: view.photoUrlOf(row.owner_photo_key),
  },
  unread_count: row.role ? row.unread_count : 0,
  last_message:
    row.role && row.m_id !== null && row.m_kind && row.m_created_at
      ? presentMessage(
          {
            id: row.m_id,
            conversationId: row.id,
            senderId: row.m_sender_id ?? 0,
            kind: row.m_kind,
            body: row.m_body ?? '',
            attachmentKey: row.m_attachment_key,
            attachmentType: row.m_attachment_type,
            attachmentName: row.m_attachment_name,
            attachmentMime: row.m_attachment_mime,
            attachmentSize: row.m_attachment_size,
            createdAt: row.m_created_at,
          },
          [],
          view,
        )
      : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.m_created_at ?? row.created_at),
});

export const presentMembers = (
  rows: Awaited<ReturnType<typeof listMembers>>,
  view: ChatView,
): ChannelMember[] =>
  rows.map((row) => ({
    user: {
      id: row.user_id,
      name: row.name,
      type: row.type,
      photo: view.photoUrlOf(row.photo_key),
    },
    role: row.role,
    joined_at: iso(row.joined_at),
  }));

export const presentDetails = (
  row: ChannelRow,
  members: ChannelMember[] | null,
  view: ChatView,
): ChannelDetails => ({ ...presentChannel(row, view), members });
