import {
  type CreateReelBody,
  POST_LIST_DEPTH_MAX,
  REACTION_EMOJIS,
  type ReactionRecord,
  type ReactionType,
  type Reel,
  type ReelComment,
} from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../../http/envelope.ts';
import type { Media } from '../../media/media.ts';
import { assertPlace } from '../catalog/catalog.service.ts';
import { userNotFound } from '../community/community.errors.ts';
import { toUserRef } from '../community/community.presenter.ts';
import { userExists } from '../community/community.repository.ts';
import { notReelAuthor, reelNotFound } from './reels.errors.ts';
import { type ReelViewContext, toReel, toReelComment } from './reels.presenter.ts';
import * as repo from './reels.repository.ts';

/** How many reactions a list answers at most (the newest). */
const REACTIONS_LIST_MAX = 1000;

/**
 * A page of reels, newest first (`meta.current_page/last_page`); `userId` for one author's. Like
 * the posts feed, pages reach the newest 1,000 and the total counts no further.
 */
export const listReels = async ({
  db,
  viewerId,
  userId,
  page,
  perPage,
  view,
}: {
  db: Database;
  viewerId: number;
  userId?: number;
  page: number;
  perPage: number;
  view: ReelViewContext;
}) => {
  if (userId !== undefined && !(await userExists(db, userId))) throw userNotFound();
  const filter: repo.ReelFilter =
    userId === undefined ? { kind: 'feed' } : { kind: 'user', userId };
  const offset = (page - 1) * perPage;
  const [rows, total] = await Promise.all([
    offset >= POST_LIST_DEPTH_MAX
      ? []
      : repo.listReelCards(db, {
          viewerId,
          filter,
          limit: Math.min(perPage, POST_LIST_DEPTH_MAX - offset),
          offset,
        }),
    repo.countReels(db, { viewerId, filter, cap: POST_LIST_DEPTH_MAX }),
  ]);
  return { items: rows.map((row) => toReel(row, view)), meta: pageMeta({ page, perPage, total }) };
};

/** One reel the caller may see (active or theirs, by someone neither blocked), else 404. */
export const getReel = async ({
  db,
  viewerId,
  id,
  view,
}: {
  db: Database;
  viewerId: number;
  id: number;
  view: ReelViewContext;
}): Promise<Reel> => {
  const row = await repo.findReelCard(db, id, viewerId);
  if (!row) throw reelNotFound();
  return toReel(row, view);
};

/** Saves a reel whose video the route has already streamed to storage. */
export const createReel = async ({
  db,
  userId,
  input,
  view,
}: {
  db: Database;
  userId: number;
  input: CreateReelBody;
  view: ReelViewContext;
}): Promise<Reel> => {
  const place =
    input.country_id !== undefined || input.region_id !== undefined
      ? await assertPlace({
          db,
          countryId: input.country_id ?? 0,
          regionId: input.region_id ?? 0,
        }).then(() => ({ countryId: input.country_id!, regionId: input.region_id! }))
      : { countryId: null, regionId: null };
  const id = await repo.insertReel(db, {
    userId,
    title: input.title,
    caption: input.caption,
    videoKey: input.video.key,
    posterKey: input.video.posterKey,
    status: input.status,
    ...place,
  });
  return getReel({ db, viewerId: userId, id, view });
};

/** The author deletes their reel; its video and poster go with it. */
export const deleteReel = async ({
  db,
  media,
  userId,
  id,
}: {
  db: Database;
  media: Media;
  userId: number;
  id: number;
}) => {
  const reel = await repo.findReelFor(db, id, userId);
  if (!reel?.visible) throw reelNotFound();
  const deleted = await repo.deleteOwnReel(db, id, userId);
  if (!deleted) throw notReelAuthor();
  await media.storage.remove([deleted.videoKey]).catch(() => {});
  await media.discardImage(deleted.posterKey);
};

const visibleReel = async (db: Database, id: number, viewerId: number) => {
  const reel = await repo.findReelFor(db, id, viewerId);
  if (!reel?.visible) throw reelNotFound();
  return reel;
};

export const listComments = async ({
  db,
  viewerId,
  reelId,
  page,
  perPage,
  view,
}: {
  db: Database;
  viewerId: number;
  reelId: number;
  page: number;
  perPage: number;
  view: ReelViewContext;
}) => {
  await visibleReel(db, reelId, viewerId);
  const [rows, counted] = await Promise.all([
    repo.listComments(db, { reelId, viewerId, limit: perPage, offset: (page - 1) * perPage }),
    repo.findReelCard(db, reelId, viewerId),
  ]);
  return {
    items: rows.map((row) => toReelComment(row, viewerId, view.photoUrlOf)),
    meta: pageMeta({ page, perPage, total: counted?.commentsCount ?? rows.length }),
  };
};

export const addComment = async ({
  db,
  viewerId,
  reelId,
  content,
  view,
}: {
  db: Database;
  viewerId: number;
  reelId: number;
  content: string;
  view: ReelViewContext;
}): Promise<ReelComment> => {
  await visibleReel(db, reelId, viewerId);
  const id = await repo.insertComment(db, { reelId, userId: viewerId, content });
  const row = await repo.findComment(db, id);
  return toReelComment(row!, viewerId, view.photoUrlOf);
};

export const toggleReaction = async ({
  db,
  viewerId,
  reelId,
  type,
}: {
  db: Database;
  viewerId: number;
  reelId: number;
  type: ReactionType;
}) => {
  await visibleReel(db, reelId, viewerId);
  const { type: userReaction, count } = await repo.toggleReaction(db, {
    reelId,
    userId: viewerId,
    type,
  });
  return { userReaction, reactionsCount: count };
};

export const listReactions = async ({
  db,
  viewerId,
  reelId,
  view,
}: {
  db: Database;
  viewerId: number;
  reelId: number;
  view: ReelViewContext;
}): Promise<ReactionRecord[]> => {
  await visibleReel(db, reelId, viewerId);
  const rows = await repo.listReactions(db, { reelId, viewerId, limit: REACTIONS_LIST_MAX });
  return rows.map((row) => ({
    id: row.id,
    user: toUserRef(row, view.photoUrlOf),
    type: row.type,
    type_emoji: REACTION_EMOJIS[row.type],
    created_at: row.createdAt.toISOString(),
  }));
};
