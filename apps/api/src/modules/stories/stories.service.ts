import type { CreateStoryBody, Story, StoryGroup, StoryViewer } from '@souq/contract';
import type { Database } from '../../db/client.ts';
import type { Media } from '../../media/media.ts';
import { toUserRef } from '../community/community.presenter.ts';
import { notStoryAuthor, ownStory, storyNotFound } from './stories.errors.ts';
import { type StoryViewContext, toStory, toStoryGroups } from './stories.presenter.ts';
import * as repo from './stories.repository.ts';

/** Who viewed each of the author's stories. */
const viewersOf = async (db: Database, storyIds: number[], view: StoryViewContext) => {
  const rows = await repo.listViewers(db, storyIds);
  const byStory = new Map<number, StoryViewer[]>();
  for (const row of rows) {
    const list = byStory.get(row.storyId) ?? [];
    if (list.length < repo.VIEWERS_MAX) {
      list.push({ user: toUserRef(row, view.photoUrlOf), viewed_at: row.viewedAt.toISOString() });
    }
    byStory.set(row.storyId, list);
  }
  return byStory;
};

/** The story tray: live stories (the last 24 hours) grouped by author. */
export const listStories = async ({
  db,
  viewerId,
  view,
}: {
  db: Database;
  viewerId: number;
  view: StoryViewContext;
}): Promise<StoryGroup[]> => {
  const rows = await repo.listLiveStories(db, viewerId);
  const own = rows.filter((row) => row.userId === viewerId).map((row) => row.id);
  const viewers = await viewersOf(db, own, view);
  const items = rows.map((row) =>
    toStory(row, view, row.userId === viewerId ? (viewers.get(row.id) ?? []) : null),
  );
  return toStoryGroups(items, viewerId);
};

/** One live story, with its viewers when the caller wrote it. */
export const getStory = async ({
  db,
  viewerId,
  id,
  view,
}: {
  db: Database;
  viewerId: number;
  id: number;
  view: StoryViewContext;
}): Promise<Story> => {
  const row = await repo.findLiveStory(db, id, viewerId);
  if (!row) throw storyNotFound();
  const viewers =
    row.userId === viewerId ? ((await viewersOf(db, [id], view)).get(id) ?? []) : null;
  return toStory(row, view, viewers);
};

/** Saves a story whose media the route has already stored. */
export const createStory = async ({
  db,
  userId,
  input,
  view,
}: {
  db: Database;
  userId: number;
  input: CreateStoryBody;
  view: StoryViewContext;
}): Promise<Story> => {
  const id = await repo.insertStory(db, {
    userId,
    mediaKey: input.media.key,
    mediaType: input.media.mime.startsWith('video/') ? 'video' : 'image',
    posterKey: input.media.posterKey,
    caption: input.caption,
  });
  return getStory({ db, viewerId: userId, id, view });
};

/** Counts the caller's view once (never the author's own). */
export const viewStory = async ({
  db,
  viewerId,
  id,
}: {
  db: Database;
  viewerId: number;
  id: number;
}) => {
  const row = await repo.findLiveStory(db, id, viewerId);
  if (!row) throw storyNotFound();
  if (row.userId === viewerId) return { story_id: id, views_count: row.viewsCount };
  return { story_id: id, views_count: await repo.recordView(db, id, viewerId) };
};

export const toggleStoryLike = async ({
  db,
  viewerId,
  id,
}: {
  db: Database;
  viewerId: number;
  id: number;
}) => {
  if (!(await repo.findLiveStory(db, id, viewerId))) throw storyNotFound();
  const { liked, likesCount } = await repo.toggleLike(db, id, viewerId);
  return { liked, likes_count: likesCount };
};

/**
 * Counts a reply to a story (not the author's own). The reply itself is a chat message: the web
 * app opens the conversation with the author and sends it there first.
 */
export const replyToStory = async ({
  db,
  viewerId,
  id,
}: {
  db: Database;
  viewerId: number;
  id: number;
}) => {
  const row = await repo.findLiveStory(db, id, viewerId);
  if (!row) throw storyNotFound();
  if (row.userId === viewerId) throw ownStory();
  return { replies_count: await repo.countReply(db, id) };
};

export const deleteStory = async ({
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
  const row = await repo.findLiveStory(db, id, userId);
  if (!row) throw storyNotFound();
  const deleted = await repo.deleteOwnStory(db, id, userId);
  if (!deleted) throw notStoryAuthor();
  if (deleted.mediaType === 'video') await media.storage.remove([deleted.mediaKey]).catch(() => {});
  else await media.discardImage(deleted.mediaKey);
  await media.discardImage(deleted.posterKey);
};
