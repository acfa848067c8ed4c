import type { Channel, ChannelDetails, ChannelMember } from '@souq/contract';
import type { RequestView } from '../../http/request-view.ts';
import { presentLastMessage } from '../chat/messages/messages.presenter.ts';
import type { ChannelRow } from './channels.repository.ts';
import type { listMembers } from './membership/membership.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A channel for its viewer: the newest message and unread count only for members. */
export const presentChannel = (row: ChannelRow, view: RequestView): Channel => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: view.media.thumb(row.image_key),
  visibility: row.visibility,
  members_count: row.members_count,
  role: row.role,
  owner: {
    id: row.owner_id,
    name: row.owner_name,
    type: row.owner_type,
    photo: view.media.thumb(row.owner_photo_key),
  },
  unread_count: row.role ? row.unread_count : 0,
  last_message: row.role ? presentLastMessage(row, row.id, [], view) : null,
  created_at: iso(row.created_at),
  updated_at: iso(row.m_created_at ?? row.created_at),
});

export const presentMembers = (
  rows: Awaited<ReturnType<typeof listMembers>>,
  view: RequestView,
): ChannelMember[] =>
  rows.map((row) => ({
    user: {
      id: row.user_id,
      name: row.name,
      type: row.type,
      photo: view.media.thumb(row.photo_key),
    },
    role: row.role,
    joined_at: iso(row.joined_at),
  }));

export const presentDetails = (
  row: ChannelRow,
  members: ChannelMember[] | null,
  view: RequestView,
): ChannelDetails => ({ ...presentChannel(row, view), members });
