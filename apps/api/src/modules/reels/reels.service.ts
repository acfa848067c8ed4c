import {
  type CreateReelBody,
  type ListReelCommentsQuery,
  type ListReelsQuery,
  POST_LIST_DEPTH_MAX,
  REACTION_EMOJIS,
  type ReactionRecord,
  type ReelCommentBody,
  type ToggleReelReactionBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../../http/envelope.ts';
import type { Actor } from '../../http/request-view.ts';
import type { Media } from '../../media/media.ts';
import { assertPlace } from '../catalog/catalog.service.ts';
import { cappedPage } from '../community/capped-page.ts';
import { userNotFound } from '../community/community.errors.ts';
import { toUserRef } from '../community/community.presenter.ts';
import { userExists } from '../community/community.repository.ts';
import { notReelAuthor, reelNotFound } from './reels.errors.ts';
import { toReel, toReelComment } from './reels.presenter.ts';
import * as repo from './reels.repository.ts';

/**
 * The reels' operations, bound once to the app's database and media. Each takes the signed-in
 * caller first (`actorOf(request)`), then the reel and what they send.
 */
export const createReelsService = ({ db, media }: Pick<FastifyInstance, 'db' | 'media'>) => ({
  list: (actor: Actor, query: ListReelsQuery) => listReels(db, actor, query),
  get: (actor: Actor, id: number) => getReel(db, actor, id),
  create: (actor: Actor, input: CreateReelBody) => createReel(db, actor, input),
  remove: (actor: Actor, id: number) => deleteReel(db, media, actor.userId, id),
  comments: (actor: Actor, id: number, query: ListReelCommentsQuery) =>
    listComments(db, actor, id, query),
  comment: (actor: Actor, id: number, body: ReelCommentBody) => addComment(db, actor, id, body),
  toggleReaction: (actor: Actor, id: number, body: ToggleReelReactionBody) =>
    toggleReaction(db, actor.userId, id, body),
  reactions: (actor: Actor, id: number) => listReactions(db, actor, id),
});

export type ReelsService = ReturnType<typeof createReelsService>;

/** How many reactions a list answers at most (the newest). */
const REACTIONS_LIST_MAX = 1000;

/**
 * A page of reels, newest first (`meta.current_page/last_page`); `user_id` for one author's. Like
 * the posts feed, pages reach the newest 1,000 and the total counts no further.
 */
const listReels = async (db: Database, actor: Actor, query: ListReelsQuery) => {
  const userId = query.user_id;
  if (userId !== undefined && !(await userExists(db, userId))) throw userNotFound();
  const filter: repo.ReelFilter =
    userId === undefined ? { kind: 'feed' } : { kind: 'user', userId };
  const viewerId = actor.userId;
  const { rows, meta } = await cappedPage(
    query,
    POST_LIST_DEPTH_MAX,
    (window) => repo.listReelCards(db, { viewerId, filter, ...window }),
    () => repo.countReels(db, { viewerId, filter, cap: POST_LIST_DEPTH_MAX }),
  );
  return { items: rows.map((row) => toReel(row, actor)), meta };
};

/** One reel the caller may see (active or theirs, by someone neither blocked), else 404. */
const getReel = async (db: Database, actor: Actor, id: number) => {
  const row = await repo.findReelCard(db, id, actor.userId);
  if (!row) throw reelNotFound();
  return toReel(row, actor);
};

/** Saves a reel whose video the route has already streamed to storage. */
const createReel = async (db: Database, actor: Actor, input: CreateReelBody) => {
  const place =
    input.country_id !== undefined || input.region_id !== undefined
      ? await assertPlace({
          db,
          countryId: input.country_id ?? 0,
          regionId: input.region_id ?? 0,
        }).then(() => ({ countryId: input.country_id!, regionId: input.region_id! }))
      : { countryId: null, regionId: null };
  const id = await repo.insertReel(db, {
    userId: actor.userId,
    title: input.title,
    caption: input.caption,
    videoKey: input.video.key,
    posterKey: input.video.posterKey,
    status: input.status,
    ...place,
  });
  return getReel(db, actor, id);
};

/** A reel `viewerId` may see, else 404. */
const visibleReel = async (db: Database, id: number, viewerId: number) => {
  const reel = await repo.findReelFor(db, id, viewerId);
  if (!reel?.visible) throw reelNotFound();
  return reel;
};

/** The author deletes their reel; its video and poster go with it. */
const deleteReel = async (db: Database, media: Media, userId: number, id: number) => {
  await visibleReel(db, id, userId);
  const deleted = await repo.deleteOwnReel(db, id, userId);
  if (!deleted) throw notReelAuthor();
  await media.storage.remove([deleted.videoKey]).catch(() => {});
  await media.discardImage(deleted.posterKey);
};

const listComments = async (
  db: Database,
  actor: Actor,
  reelId: number,
  { page, per_page: perPage }: ListReelCommentsQuery,
) => {
  const viewerId = actor.userId;
  await visibleReel(db, reelId, viewerId);
  const [rows, counted] = await Promise.all([
    repo.listComments(db, { reelId, viewerId, limit: perPage, offset: (page - 1) * perPage }),
    repo.findReelCard(db, reelId, viewerId),
  ]);
  return {
    items: rows.map((row) => toReelComment(row, actor)),
    meta: pageMeta({ page, perPage, total: counted?.commentsCount ?? rows.length }),
  };
};

const addComment = async (db: Database, actor: Actor, reelId: number, body: ReelCommentBody) => {
  await visibleReel(db, reelId, actor.userId);
  const id = await repo.insertComment(db, { reelId, userId: actor.userId, content: body.content });
  const row = await repo.findComment(db, id);
  return toReelComment(row!, actor);
};

const toggleReaction = async (
  db: Database,
  userId: number,
  reelId: number,
  { type }: ToggleReelReactionBody,
) => {
  await visibleReel(db, reelId, userId);
  const { type: userReaction, count } = await repo.toggleReaction(db, { reelId, userId, type });
  return { userReaction, reactionsCount: count };
};

const listReactions = async (db: Database, actor: Actor, reelId: number) => {
  const viewerId = actor.userId;
  await visibleReel(db, reelId, viewerId);
  const rows = await repo.listReactions(db, { reelId, viewerId, limit: REACTIONS_LIST_MAX });
  return rows.map(
    (row): ReactionRecord => ({
      id: row.id,
      user: toUserRef(row, actor.media),
      type: row.type,
      type_emoji: REACTION_EMOJIS[row.type],
      created_at: row.createdAt.toISOString(),
    }),
  );
};
