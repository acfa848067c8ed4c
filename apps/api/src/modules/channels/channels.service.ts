import type {
  ChannelDetails,
  ChannelMessagesPage,
  ChannelsPage,
  ChatMessage,
  CreateChannelBody,
  ListChannelsQuery,
  ReadReceipt,
  SendChannelMessageBody,
  SetChannelRoleBody,
  UpdateChannelBody,
  UserRef,
} from '@souq/contract';
import { CHAT_MESSAGES_PAGE } from '@souq/contract/limits';
import type { Database } from '../../db/client.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../http/envelope.ts';
import type { Media } from '../../media/media.ts';
import { normalizeText } from '../../search/normalize.ts';
import { fullTextMatch, fuzzyTitleMatch, searchableText } from '../../search/sql.ts';
import type { ChatView } from '../chat/chat.view.ts';
import { blockedBetween } from '../chat/conversations/conversations.repository.ts';
import {
  discardAttachment,
  type StoredAttachment,
  storeAttachment,
} from '../chat/messages/attachments.ts';
import { presentMessage } from '../chat/messages/messages.presenter.ts';
import * as messages from '../chat/messages/messages.repository.ts';
import {
  channelForbidden,
  channelMemberNotFound,
  channelNameTaken,
  channelNotFound,
  channelUserNotFound,
  notChannelMember,
  ownerCannotLeave,
} from './channels.errors.ts';
import { presentChannel, presentDetails, presentMembers } from './channels.presenter.ts';
import type { ChannelsRealtime } from './channels.realtime.ts';
import * as repo from './channels.repository.ts';

/** Channel images are public media, like every other picture of the site. */
const IMAGE_FOLDER = 'channels';

type Role = repo.ChannelRole;

/**
 * The channel's facts and the caller's role, checked now. A private channel the caller is not in
 * is answered as missing (404), like one that does not exist.
 */
const accessOf = async (db: Database, id: number, userId: number) => {
  const access = await repo.findAccess(db, id, userId);
  if (!access || (access.visibility === 'private' && !access.role)) throw channelNotFound();
  return access;
};

/** 403 `channels.not-member` outside (a public channel), `channels.forbidden` for a lesser role. */
const requireRole = async (db: Database, id: number, userId: number, roles: readonly Role[]) => {
  const access = await accessOf(db, id, userId);
  if (!access.role) throw notChannelMember();
  if (!roles.includes(access.role)) throw channelForbidden();
  return { ...access, role: access.role };
};

const MANAGERS: readonly Role[] = ['owner', 'admin'];
const EVERYONE: readonly Role[] = ['owner', 'admin', 'member'];

const channelFor = async (db: Database, id: number, userId: number) => {
  const row = await repo.findChannelRow(db, id, userId);
  if (!row || (row.visibility === 'private' && !row.role)) throw channelNotFound();
  return row;
};

/** The channel with its members (for members) or its public summary. */
export const getChannelDetails = async ({
  db,
  userId,
  channelId,
  view,
}: {
  db: Database;
  userId: number;
  channelId: number;
  view: ChatView;
}): Promise<ChannelDetails> => {
  const row = await channelFor(db, channelId, userId);
  const members = row.role ? presentMembers(await repo.listMembers(db, channelId), view) : null;
  return presentDetails(row, members, view);
};

/** Creates a channel owned by `userId`; 422 `channels.name-taken` for a name of theirs in use. */
export const createChannel = async ({
  db,
  media,
  userId,
  input,
  view,
}: {
  db: Database;
  media: Media;
  userId: number;
  input: CreateChannelBody;
  view: ChatView;
}): Promise<ChannelDetails> => {
  const imageKey = input.image ? await media.storeImage(input.image, IMAGE_FOLDER) : null;
  let id: number;
  try {
    id = await repo.insertChannel(db, {
      ownerId: userId,
      name: input.name,
      description: input.description,
      visibility: input.visibility,
      imageKey,
      searchText: searchableText({ title: input.name }).searchText,
      titleNorm: normalizeText(input.name),
    });
  } catch (error) {
    await media.discardImage(imageKey);
    if (repo.isNameTaken(error)) throw channelNameTaken();
    throw error;
  }
  return getChannelDetails({ db, userId, channelId: id, view });
};

/** Changes the card (owner and admins); members hear `channel:membership` `changed`. */
export const updateChannel = async ({
  db,
  media,
  realtime,
  userId,
  channelId,
  input,
  view,
}: {
  db: Database;
  media: Media;
  realtime: ChannelsRealtime;
  userId: number;
  channelId: number;
  input: UpdateChannelBody;
  view: ChatView;
}): Promise<ChannelDetails> => {
  await requireRole(db, channelId, userId, MANAGERS);
  const newImageKey = input.image ? await media.storeImage(input.image, IMAGE_FOLDER) : undefined;
  const changes: repo.ChannelChanges = {
    name: input.name,
    description: input.description,
    visibility: input.visibility,
    imageKey: newImageKey ?? (input.remove_image ? null : undefined),
  };
  if (input.name !== undefined) {
    changes.searchText = searchableText({ title: input.name }).searchText;
    changes.titleNorm = normalizeText(input.name);
  }
  let updated: Awaited<ReturnType<typeof repo.updateChannel>>;
  try {
    updated = await repo.updateChannel(db, channelId, changes);
  } catch (error) {
    await media.discardImage(newImageKey);
    if (repo.isNameTaken(error)) throw channelNameTaken();
    throw error;
  }
  if (!updated) {
    await media.discardImage(newImageKey);
    throw channelNotFound();
  }
  if (changes.imageKey !== undefined && updated.previousImageKey !== changes.imageKey) {
    await media.discardImage(updated.previousImageKey);
  }
  realtime.toRoom(channelId, 'channel:membership', { channel_id: channelId, change: 'changed' });
  return getChannelDetails({ db, userId, channelId, view });
};

/** Joins a public channel (again: nothing changes); a private one is 404 to outsiders. */
export const joinChannel = async ({
  db,
  userId,
  channelId,
  view,
}: {
  db: Database;
  userId: number;
  channelId: number;
  view: ChatView;
}): Promise<ChannelDetails> => {
  let added: boolean | undefined;
  try {
    added = await repo.addMember(db, { id: channelId, userId, publicOnly: true });
  } catch (error) {
    // Deleted while joining.
    if (repo.isGone(error)) throw channelNotFound();
    throw error;
  }
  if (added === undefined) {
    // A private channel: only its members (added earlier) get anything but 404.
    if ((await repo.roleOf(db, channelId, userId)) === null) throw channelNotFound();
  }
  return getChannelDetails({ db, userId, channelId, view });
};

/** Leaves a channel; the owner must hand it over first (409). Open sockets leave its room. */
export const leaveChannel = async ({
  db,
  realtime,
  userId,
  channelId,
}: {
  db: Database;
  realtime: ChannelsRealtime;
  userId: number;
  channelId: number;
}): Promise<void> => {
  const access = await requireRole(db, channelId, userId, EVERYONE);
  if (access.role === 'owner') throw ownerCannotLeave();
  const removed = await repo.removeMember(db, {
    id: channelId,
    userId,
    roles: ['admin', 'member'],
  });
  if (!removed) {
    // Made the owner meanwhile, or already gone.
    if ((await repo.roleOf(db, channelId, userId)) === 'owner') throw ownerCannotLeave();
    return;
  }
  realtime.evictUser(channelId, userId);
  realtime.toUsers([userId], 'channel:membership', { channel_id: channelId, change: 'left' });
};

/** Deletes the channel and its messages (owner only); every open socket leaves its room. */
export const deleteChannel = async ({
  db,
  media,
  realtime,
  userId,
  channelId,
}: {
  db: Database;
  media: Media;
  realtime: ChannelsRealtime;
  userId: number;
  channelId: number;
}): Promise<void> => {
  await requireRole(db, channelId, userId, ['owner']);
  const members = await repo.memberIds(db, channelId);
  const deleted = await repo.deleteChannel(db, channelId);
  if (!deleted) throw channelNotFound();
  realtime.evictAll(channelId);
  realtime.toUsers(members, 'channel:membership', { channel_id: channelId, change: 'deleted' });
  await media.discardImage(deleted.imageKey);
};

/**
 * Adds a person (owner and admins); they hear `channel:membership` `added` at once. Someone who
 * blocked the adder, or whom the adder blocked, is answered as unknown (422): nobody is pulled
 * into a block's other side's channel, and the block is not told.
 */
export const addChannelMember = async ({
  db,
  realtime,
  userId,
  channelId,
  memberId,
  view,
}: {
  db: Database;
  realtime: ChannelsRealtime;
  userId: number;
  channelId: number;
  memberId: number;
  view: ChatView;
}): Promise<ChannelDetails> => {
  await requireRole(db, channelId, userId, MANAGERS);
  if (!(await repo.userExists(db, memberId)) || (await blockedBetween(db, userId, memberId))) {
    throw channelUserNotFound();
  }
  let added: boolean | undefined;
  try {
    added = await repo.addMember(db, { id: channelId, userId: memberId, publicOnly: false });
  } catch (error) {
    if (repo.isGone(error)) throw channelNotFound();
    throw error;
  }
  if (added === undefined) throw channelNotFound();
  if (added) {
    realtime.toUsers([memberId], 'channel:membership', { channel_id: channelId, change: 'added' });
    realtime.toRoom(channelId, 'channel:membership', { channel_id: channelId, change: 'changed' });
  }
  return getChannelDetails({ db, userId, channelId, view });
};

/**
 * Removes a member: the owner removes admins and members, an admin members only. Their open
 * sockets leave the room at once and they hear `channel:membership` `removed`.
 */
export const removeChannelMember = async ({
  db,
  realtime,
  userId,
  channelId,
  memberId,
  view,
}: {
  db: Database;
  realtime: ChannelsRealtime;
  userId: number;
  channelId: number;
  memberId: number;
  view: ChatView;
}): Promise<ChannelDetails> => {
  const access = await requireRole(db, channelId, userId, MANAGERS);
  if (memberId === userId) throw channelForbidden();
  const roles: readonly Role[] = access.role === 'owner' ? ['admin', 'member'] : ['member'];
  const removed = await repo.removeMember(db, { id: channelId, userId: memberId, roles });
  if (!removed) {
    const theirs = await repo.roleOf(db, channelId, memberId);
    throw theirs ? channelForbidden() : channelMemberNotFound();
  }
  realtime.evictUser(channelId, memberId);
  realtime.toUsers([memberId], 'channel:membership', { channel_id: channelId, change: 'removed' });
  realtime.toRoom(channelId, 'channel:membership', { channel_id: channelId, change: 'changed' });
  return getChannelDetails({ db, userId, channelId, view });
};

/**
 * Owner only: makes a member an admin or a member again, or hands the channel over (`owner`:
 * the previous owner stays as an admin).
 */
export const setChannelRole = async ({
  db,
  realtime,
  userId,
  channelId,
  input,
  view,
}: {
  db: Database;
  realtime: ChannelsRealtime;
  userId: number;
  channelId: number;
  input: SetChannelRoleBody;
  view: ChatView;
}): Promise<ChannelDetails> => {
  await requireRole(db, channelId, userId, ['owner']);
  if (input.user_id === userId) {
    if (input.role === 'owner') return getChannelDetails({ db, userId, channelId, view });
    throw channelForbidden();
  }
  let changed: boolean;
  try {
    changed =
      input.role === 'owner'
        ? await repo.transferOwnership(db, {
            id: channelId,
            ownerId: userId,
            userId: input.user_id,
          })
        : await repo.setRole(db, { id: channelId, userId: input.user_id, role: input.role });
  } catch (error) {
    if (repo.isNameTaken(error)) throw channelNameTaken();
    throw error;
  }
  if (!changed) {
    const theirs = await repo.roleOf(db, channelId, input.user_id);
    throw theirs ? channelForbidden() : channelMemberNotFound();
  }
  realtime.toRoom(channelId, 'channel:membership', { channel_id: channelId, change: 'changed' });
  realtime.toUsers([input.user_id], 'channel:membership', {
    channel_id: channelId,
    change: 'changed',
  });
  return getChannelDetails({ db, userId, channelId, view });
};

/**
 * Sends text and/or one attachment to a channel, as chat does (same store, same rows, private
 * files): members only. Pushes `channel:message` to the channel's room.
 */
export const sendChannelMessage = async ({
  db,
  media,
  realtime,
  userId,
  input,
  view,
}: {
  db: Database;
  media: Media;
  realtime: ChannelsRealtime;
  userId: number;
  input: SendChannelMessageBody;
  view: ChatView;
}): Promise<ChatMessage> => {
  const channelId = input.channel_id;
  await requireRole(db, channelId, userId, EVERYONE);
  let stored: StoredAttachment | null = null;
  if (input.attachment)
    stored = await storeAttachment(media, input.attachment, input.attachment_name);
  let row: messages.MessageRow;
  try {
    row = await messages.insertMessage(db, {
      conversationId: channelId,
      senderId: userId,
      kind: 'text',
      body: input.body ?? '',
      attachmentKey: stored?.key ?? null,
      attachmentType: stored?.type ?? null,
      attachmentName: stored?.name ?? null,
      attachmentMime: stored?.mime ?? null,
      attachmentSize: stored?.size ?? null,
    });
  } catch (error) {
    if (stored) await discardAttachment(media, stored);
    if (repo.isGone(error)) throw channelNotFound();
    throw error;
  }
  const message = presentMessage(row, [], view);
  realtime.toRoom(channelId, 'channel:message', { channel_id: channelId, message });
  return message;
};

/** A page of a channel's messages (30 before `beforeId`, the newest without it), oldest first. */
export const listChannelMessages = async ({
  db,
  userId,
  channelId,
  beforeId,
  view,
}: {
  db: Database;
  userId: number;
  channelId: number;
  beforeId?: number;
  view: ChatView;
}): Promise<ChannelMessagesPage> => {
  await requireRole(db, channelId, userId, EVERYONE);
  const [rows, marks] = await Promise.all([
    messages.listMessages(db, {
      conversationId: channelId,
      beforeId,
      limit: CHAT_MESSAGES_PAGE + 1,
    }),
    messages.readMarksOf(db, channelId),
  ]);
  const hasMore = rows.length > CHAT_MESSAGES_PAGE;
  const page = rows.slice(0, CHAT_MESSAGES_PAGE).reverse();
  return {
    data: page.map((row) => presentMessage(row, marks, view)),
    meta: { has_more: hasMore, next_before_id: hasMore ? Number(page[0]!.id) : null },
  };
};

/** Marks the channel read by `userId` up to its newest message (chat's read mark). */
export const readChannel = async ({
  db,
  userId,
  channelId,
}: {
  db: Database;
  userId: number;
  channelId: number;
}): Promise<ReadReceipt> => {
  await requireRole(db, channelId, userId, EVERYONE);
  const mark = await messages.markRead(db, { conversationId: channelId, userId });
  if (!mark) throw channelNotFound();
  return {
    conversation_id: channelId,
    user_id: userId,
    last_read_message_id: mark.lastReadId,
    read_at: mark.lastReadAt.toISOString(),
  };
};

/** The caller's channels, newest activity first, with unread counts. */
export const listMyChannels = async ({
  db,
  userId,
  query,
  view,
}: {
  db: Database;
  userId: number;
  query: ListChannelsQuery;
  view: ChatView;
}): Promise<ChannelsPage> => {
  const { page, per_page: perPage } = query;
  const offset = (page - 1) * perPage;
  const { rows, total } =
    offset >= MAX_OFFSET_ROWS
      ? { rows: [], total: 0 }
      : await repo.listMyChannels(db, { userId, limit: perPage, offset });
  return {
    data: rows.map((row) => presentChannel(row, view)),
    meta: pageMeta({ page, perPage, total }),
  };
};

/**
 * Public channels, most members first. A search finds the name's words as prefixes through the
 * shared search (Arabic letter forms and diacritics folded), or similar names when none match.
 */
export const listPublicChannels = async ({
  db,
  userId,
  query,
  view,
}: {
  db: Database;
  userId: number;
  query: ListChannelsQuery;
  view: ChatView;
}): Promise<ChannelsPage> => {
  const { page, per_page: perPage, search } = query;
  const offset = (page - 1) * perPage;
  if (offset >= MAX_OFFSET_ROWS) return { data: [], meta: pageMeta({ page, perPage, total: 0 }) };
  const args = { viewerId: userId, limit: perPage, offset };
  const fullText = search ? fullTextMatch(repo.searchColumns.vector, search) : null;
  let found = await repo.listPublicChannels(db, { ...args, text: fullText });
  if (fullText && found.total === 0) {
    const fuzzy = fuzzyTitleMatch(repo.searchColumns.titleNorm, search!);
    if (fuzzy) found = await repo.listPublicChannels(db, { ...args, text: fuzzy, fuzzy: true });
  }
  return {
    data: found.rows.map((row) => presentChannel(row, view)),
    meta: pageMeta({ page, perPage, total: found.total }),
  };
};

/** People an admin may add: from their conversations and friends, not members yet. */
export const listChannelCandidates = async ({
  db,
  userId,
  channelId,
  search,
  view,
}: {
  db: Database;
  userId: number;
  channelId: number;
  search?: string;
  view: ChatView;
}): Promise<UserRef[]> => {
  await requireRole(db, channelId, userId, MANAGERS);
  const rows = await repo.listCandidates(db, { id: channelId, userId, search });
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    type: r.type,
    photo: view.photoUrlOf(r.photo_key),
  }));
};

/** Room rule of `channel:<id>`: current members only, asked at each join. */
export const mayJoinChannelRoom = async (db: Database, channelId: number, userId: number | null) =>
  userId !== null && (await repo.roleOf(db, channelId, userId)) !== null;
