import type {
  ChannelDetails,
  ChannelsPage,
  CreateChannelBody,
  ListChannelsQuery,
  UpdateChannelBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../http/envelope.ts';
import type { Actor } from '../../http/request-view.ts';
import type { Media } from '../../media/media.ts';
import { normalizeText } from '../../search/normalize.ts';
import { fullTextMatch, fuzzyTitleMatch, searchableText } from '../../search/sql.ts';
import { MANAGERS, OWNER, requireRole } from './channel-access.ts';
import { channelNameTaken, channelNotFound } from './channels.errors.ts';
import { presentChannel, presentDetails, presentMembers } from './channels.presenter.ts';
import { type ChannelsRealtime, channelsRealtimeOf } from './channels.realtime.ts';
import * as repo from './channels.repository.ts';
import { listMembers } from './membership/membership.repository.ts';

/** Channel images are public media, like every other picture of the site. */
const IMAGE_FOLDER = 'channels';

export type ChannelsDeps = Pick<FastifyInstance, 'db' | 'media' | 'io' | 'realtime'>;

/**
 * Channels themselves (group conversations on chat's messages), bound once to the app: the card,
 * its details, and the lists. Each operation takes the signed-in caller first.
 */
export const createChannelsService = (
  app: ChannelsDeps,
  realtime: ChannelsRealtime = channelsRealtimeOf(app),
) => {
  const { db, media } = app;
  return {
    details: (actor: Actor, channelId: number) => channelDetails(db, actor, channelId),
    create: async (actor: Actor, input: CreateChannelBody) =>
      channelDetails(db, actor, await createChannel(db, media, actor.userId, input)),
    update: async (actor: Actor, channelId: number, input: UpdateChannelBody) => {
      await updateChannel(db, media, actor.userId, channelId, input);
      realtime.changed(channelId);
      return channelDetails(db, actor, channelId);
    },
    /** Deletes the channel and its messages (owner only); every open socket leaves its room. */
    remove: async (actor: Actor, channelId: number) => {
      await requireRole(db, channelId, actor.userId, OWNER);
      const members = await repo.memberIds(db, channelId);
      const deleted = await repo.deleteChannel(db, channelId);
      if (!deleted) throw channelNotFound();
      realtime.evictAll(channelId);
      realtime.tell(members, channelId, 'deleted');
      await media.discardImage(deleted.imageKey);
    },
    mine: (actor: Actor, query: ListChannelsQuery) => listMyChannels(db, actor, query),
    public: (actor: Actor, query: ListChannelsQuery) => listPublicChannels(db, actor, query),
  };
};

export type ChannelsService = ReturnType<typeof createChannelsService>;

/**
 * The channel with its members (for members) or its public summary. A private channel the
 * caller is not in is answered as missing (404), like one that does not exist.
 */
export const channelDetails = async (
  db: Database,
  actor: Actor,
  channelId: number,
): Promise<ChannelDetails> => {
  const row = await repo.findChannelRow(db, channelId, actor.userId);
  if (!row || (row.visibility === 'private' && !row.role)) throw channelNotFound();
  const members = row.role ? presentMembers(await listMembers(db, channelId), actor) : null;
  return presentDetails(row, members, actor);
};

/** What the name decides: its search words and the per-owner unique form. */
const nameColumns = (name: string) => ({
  searchText: searchableText({ title: name }).searchText,
  titleNorm: normalizeText(name),
});

/** Creates a channel owned by `userId`; 422 `channels.name-taken` for a name of theirs in use. */
const createChannel = async (
  db: Database,
  media: Media,
  userId: number,
  input: CreateChannelBody,
): Promise<number> => {
  const imageKey = input.image ? await media.storeImage(input.image, IMAGE_FOLDER) : null;
  try {
    return await repo.insertChannel(db, {
      ownerId: userId,
      name: input.name,
      description: input.description,
      visibility: input.visibility,
      imageKey,
      ...nameColumns(input.name),
    });
  } catch (error) {
    await media.discardImage(imageKey);
    if (repo.isNameTaken(error)) throw channelNameTaken();
    throw error;
  }
};

/** Changes the card (owner and admins); a replaced image is discarded once committed. */
const updateChannel = async (
  db: Database,
  media: Media,
  userId: number,
  channelId: number,
  input: UpdateChannelBody,
): Promise<void> => {
  await requireRole(db, channelId, userId, MANAGERS);
  const newImageKey = input.image ? await media.storeImage(input.image, IMAGE_FOLDER) : undefined;
  const changes: repo.ChannelChanges = {
    name: input.name,
    description: input.description,
    visibility: input.visibility,
    imageKey: newImageKey ?? (input.remove_image ? null : undefined),
    ...(input.name !== undefined ? nameColumns(input.name) : {}),
  };
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
};

/** The caller's channels, newest activity first, with unread counts. */
const listMyChannels = async (
  db: Database,
  actor: Actor,
  { page, per_page: perPage }: ListChannelsQuery,
): Promise<ChannelsPage> => {
  const offset = (page - 1) * perPage;
  const { rows, total } =
    offset >= MAX_OFFSET_ROWS
      ? { rows: [], total: 0 }
      : await repo.listMyChannels(db, { userId: actor.userId, limit: perPage, offset });
  return {
    data: rows.map((row) => presentChannel(row, actor)),
    meta: pageMeta({ page, perPage, total }),
  };
};

/**
 * Public channels, most members first. A search finds the name's words as prefixes through the
 * shared search (Arabic letter forms and diacritics folded), or similar names when none match.
 */
const listPublicChannels = async (
  db: Database,
  actor: Actor,
  { page, per_page: perPage, search }: ListChannelsQuery,
): Promise<ChannelsPage> => {
  const offset = (page - 1) * perPage;
  if (offset >= MAX_OFFSET_ROWS) return { data: [], meta: pageMeta({ page, perPage, total: 0 }) };
  const args = { viewerId: actor.userId, limit: perPage, offset };
  const fullText = search ? fullTextMatch(repo.searchColumns.vector, search) : null;
  let found = await repo.listPublicChannels(db, { ...args, text: fullText });
  if (fullText && found.total === 0) {
    const fuzzy = fuzzyTitleMatch(repo.searchColumns.titleNorm, search!);
    if (fuzzy) found = await repo.listPublicChannels(db, { ...args, text: fuzzy, fuzzy: true });
  }
  return {
    data: found.rows.map((row) => presentChannel(row, actor)),
    meta: pageMeta({ page, perPage, total: found.total }),
  };
};
