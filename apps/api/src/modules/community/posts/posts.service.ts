import {
  type CreatePostBody,
  type ListPostsQuery,
  POST_LIST_DEPTH_MAX,
  type Post,
  type UpdatePostBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../http/request-view.ts';
import { cappedTotals } from '../../../lib/capped-totals.ts';
import type { Media } from '../../../media/media.ts';
import { assertPlace } from '../../catalog/catalog.service.ts';
import { getReferenceIndex } from '../../catalog/reference-index.ts';
import { cappedPage } from '../capped-page.ts';
import { notPostAuthor, postNotFound, userNotFound } from '../community.errors.ts';
import { type CommunityRealtime, communityRealtimeOf } from '../community.realtime.ts';
import { findPostFor, findVisibleUser } from '../community.repository.ts';
import { toPost } from './posts.presenter.ts';
import * as repo from './posts.repository.ts';

/** What writing a post needs besides the caller: the database, media storage and live rooms. */
interface PostsDeps {
  db: Database;
  media: Media;
  realtime: CommunityRealtime;
}

/**
 * The posts' operations, bound once to the app's database, media and realtime. Each takes the
 * signed-in caller first (`actorOf(request)`), then the post or what they send.
 */
export const createPostsService = (
  app: Pick<FastifyInstance, 'db' | 'media' | 'io' | 'realtime'>,
) => {
  const deps: PostsDeps = { db: app.db, media: app.media, realtime: communityRealtimeOf(app) };
  const { db } = deps;
  return {
    list: (actor: Actor, filter: PostFilter, query: ListPostsQuery) =>
      listPosts(db, actor, filter, query),
    get: (actor: Actor, id: number) => getPost(db, actor, id),
    create: (actor: Actor, input: CreatePostBody) => createPost(deps, actor, input),
    update: (actor: Actor, id: number, input: UpdatePostBody) => updatePost(deps, actor, id, input),
    remove: (actor: Actor, id: number) => deletePost(deps, actor.userId, id),
    /** The room rule of `post:<id>`: a signed-in user may listen to a post they may see. */
    mayListen: async (postId: number, userId: number | null) =>
      userId !== null && (await findPostFor(db, postId, userId))?.visible === true,
  };
};

export type PostsService = ReturnType<typeof createPostsService>;

/**
 * Lists lately found to hold the whole reachable depth (POST_LIST_DEPTH_MAX posts or more) are not
 * counted again for a minute: the feed is such a list, and its count was a quarter of its SQL.
 */
const { isKnownCapped, rememberCapped } = cappedTotals({ ttlMs: 60_000, entries: 1_000 });

/** Post images live under this media folder. */
const POST_IMAGE_FOLDER = 'posts';

/** Which posts a list holds: the feed, the caller's own, or one author's. */
export type PostFilter = repo.PostFilter;

/**
 * A page of posts, newest first, as the seed pages them (`meta.current_page/last_page`). Page
 * numbers reach the newest 1,000 posts of a list: `meta.total` counts no further and deeper pages
 * are empty, so no query ever skips more than 1,000 rows (deep OFFSET costs hundreds of ms). A
 * list known to reach that depth is not counted again for a minute (`cappedTotals`). Exported
 * for the bench, which reads the feed on a database of its own.
 */
export const listPosts = async (
  db: Database,
  reader: Pick<Actor, 'userId' | 'locale' | 'media'>,
  filter: PostFilter,
  query: ListPostsQuery,
) => {
  const viewerId = reader.userId;
  // Someone in a block with the caller (either side) is not found, as their profile is not.
  if (filter.kind === 'user' && !(await findVisibleUser(db, filter.userId, viewerId))) {
    throw userNotFound();
  }
  const cappedKey = JSON.stringify([filter, viewerId]);
  const knownCapped = isKnownCapped(db, cappedKey);
  const [{ rows, meta }, reference] = await Promise.all([
    cappedPage(
      query,
      POST_LIST_DEPTH_MAX,
      (window) => repo.listPostCards(db, { viewerId, filter, ...window }),
      () =>
        knownCapped
          ? POST_LIST_DEPTH_MAX
          : repo.countPosts(db, { viewerId, filter, cap: POST_LIST_DEPTH_MAX }),
    ),
    getReferenceIndex(db),
  ]);
  if (!knownCapped && meta.total >= POST_LIST_DEPTH_MAX) rememberCapped(db, cappedKey);
  return { items: rows.map((row) => toPost(row, reader, reference)), meta };
};

/** One post the caller may see (active, or their own; no block with its author), else 404. */
const getPost = async (db: Database, reader: Actor, id: number): Promise<Post> => {
  const [row, reference] = await Promise.all([
    repo.findPostCard(db, id, reader.userId),
    getReferenceIndex(db),
  ]);
  if (!row) throw postNotFound();
  return toPost(row, reader, reference);
};

/**
 * Publishes a post by the caller. The place is checked before the image is stored; the image is
 * removed again if the post cannot be saved. Answers the post as its author sees it.
 */
const createPost = async ({ db, media }: PostsDeps, actor: Actor, input: CreatePostBody) => {
  await assertPlace({ db, countryId: input.country_id, regionId: input.region_id });
  const imageKey = input.image ? await media.storeImage(input.image, POST_IMAGE_FOLDER) : null;
  let id: number;
  try {
    const inserted = await repo.insertPost(db, {
      userId: actor.userId,
      title: input.title ?? null,
      content: input.content,
      imageKey,
      status: input.status,
      countryId: input.country_id,
      regionId: input.region_id,
    });
    id = inserted.id;
  } catch (error) {
    await media.discardImage(imageKey);
    throw error;
  }
  return getPost(db, actor, id);
};

/**
 * 404 when the post does not exist or the caller may not see it; 403 when they see it but did not
 * write it.
 */
const authoredPost = async (db: Database, id: number, userId: number) => {
  const post = await findPostFor(db, id, userId);
  if (!post || (!post.visible && post.userId !== userId)) throw postNotFound();
  if (post.userId !== userId) throw notPostAuthor();
  return post;
};

/** The columns an update writes: what is given, the place, and the image replaced or dropped. */
const changesOf = (
  input: UpdatePostBody,
  place: { countryId: number; regionId: number },
  newImageKey: string | null,
): repo.PostChanges => {
  const changes: repo.PostChanges = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.content !== undefined && { content: input.content }),
    ...(input.status !== undefined && { status: input.status }),
    ...place,
  };
  if (newImageKey) changes.imageKey = newImageKey;
  else if (input.remove_image) changes.imageKey = null;
  return changes;
};

/**
 * Changes what is given; only the author may. A new image replaces the old one (removed from
 * storage after the change is saved); `remove_image` drops it; without either it stays. A post
 * made inactive loses its listeners but its author. Answers the post as its author sees it.
 */
const updatePost = async (
  { db, media, realtime }: PostsDeps,
  actor: Actor,
  id: number,
  input: UpdatePostBody,
) => {
  const { userId } = actor;
  const post = await authoredPost(db, id, userId);
  const countryId = input.country_id ?? post.countryId;
  const regionId = input.region_id ?? post.regionId;
  if (input.country_id !== undefined || input.region_id !== undefined) {
    await assertPlace({ db, countryId, regionId });
  }
  const newImageKey = input.image ? await media.storeImage(input.image, POST_IMAGE_FOLDER) : null;
  const changes = changesOf(input, { countryId, regionId }, newImageKey);
  let changed: boolean;
  try {
    changed = await repo.updateOwnPost(db, { id, userId, changes });
  } catch (error) {
    await media.discardImage(newImageKey);
    throw error;
  }
  if (!changed) {
    // Deleted between the check and the update.
    await media.discardImage(newImageKey);
    throw postNotFound();
  }
  if (changes.imageKey !== undefined && post.imageKey) await media.discardImage(post.imageKey);
  if (input.status === 'inactive') realtime.emptyPostRoom(id, { keep: userId });
  return getPost(db, actor, id);
};

/** Deletes the post with its comments and reactions (and its listeners); only the author may. */
const deletePost = async ({ db, media, realtime }: PostsDeps, userId: number, id: number) => {
  await authoredPost(db, id, userId);
  const deleted = await repo.deleteOwnPost(db, { id, userId });
  if (!deleted) throw postNotFound();
  await media.discardImage(deleted.imageKey);
  realtime.emptyPostRoom(id);
};
