import type {
  CreateStoryBody,
  Story,
  StoryGroup,
  StoryReplyBody,
  StoryViewer,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Actor, RequestView } from '../../http/request-view.ts';
import type { Media } from '../../media/media.ts';
import { chatRealtimeOf } from '../chat/chat.realtime.ts';
import type { ChatServices } from '../chat/chat.services.ts';
import { createConversationsService } from '../chat/conversations/conversations.service.ts';
import { createMessagesService } from '../chat/messages/messages.service.ts';
import { toUserRef } from '../community/community.presenter.ts';
import { notStoryAuthor, ownStory, storyNotFound } from './stories.errors.ts';
import { toStory, toStoryGroups } from './stories.presenter.ts';
import * as repo from './stories.repository.ts';

/**
 * The stories' operations, bound once to the app's database and media. Each takes the signed-in
 * caller first (`actorOf(request)`), then the story or what they send.
 */
export const createStoriesService = (app: Pick<FastifyInstance, 'db' | 'media' | 'io' | 'log'>) => {
  const { db, media } = app;
  const realtime = chatRealtimeOf(app);
  const chat = {
    conversations: createConversationsService(app, realtime),
    messages: createMessagesService(app, realtime),
  };
  return {
    list: (actor: Actor) => listStories(db, actor),
    create: (actor: Actor, input: CreateStoryBody) => createStory(db, actor, input),
    view: (actor: Actor, id: number) => viewStory(db, actor.userId, id),
    toggleLike: (actor: Actor, id: number) => toggleStoryLike(db, actor.userId, id),
    reply: (actor: Actor, id: number, input: StoryReplyBody) =>
      replyToStory(db, chat, actor, id, input),
    remove: (actor: Actor, id: number) => deleteStory(db, media, actor.userId, id),
    /** Until when a stored file of a story is shown: its story's expiry, null once expired. */
    mediaUntil: (key: string) => repo.liveUntilOf(db, key),
  };
};

/** The folders of stories' files (`streamedUploadRoute`'s folder and its posters). */
export const STORY_MEDIA_FOLDERS = ['stories', 'stories-posters'] as const;

export type StoriesService = ReturnType<typeof createStoriesService>;

/** Who viewed each of the author's stories. */
const viewersOf = async (db: Database, storyIds: number[], view: Pick<RequestView, 'media'>) => {
  const rows = await repo.listViewers(db, storyIds);
  const byStory = new Map<number, StoryViewer[]>();
  for (const row of rows) {
    const list = byStory.get(row.storyId) ?? [];
    if (list.length < repo.VIEWERS_MAX) {
      list.push({ user: toUserRef(row, view.media), viewed_at: row.viewedAt.toISOString() });
    }
    byStory.set(row.storyId, list);
  }
  return byStory;
};

/** The story tray: live stories (the last 24 hours) grouped by author. */
const listStories = async (db: Database, actor: Actor): Promise<StoryGroup[]> => {
  const rows = await repo.listLiveStories(db, actor.userId);
  const own = rows.filter((row) => row.userId === actor.userId).map((row) => row.id);
  const viewers = await viewersOf(db, own, actor);
  const items = rows.map((row) =>
    toStory(row, actor, row.userId === actor.userId ? (viewers.get(row.id) ?? []) : null),
  );
  return toStoryGroups(items, actor.userId);
};

/** One live story `viewerId` may see, else 404. */
const liveStory = async (db: Database, id: number, viewerId: number) => {
  const row = await repo.findLiveStory(db, id, viewerId);
  if (!row) throw storyNotFound();
  return row;
};

/** One live story, with its viewers when the caller wrote it. */
const getStory = async (db: Database, actor: Actor, id: number): Promise<Story> => {
  const row = await liveStory(db, id, actor.userId);
  const viewers =
    row.userId === actor.userId ? ((await viewersOf(db, [id], actor)).get(id) ?? []) : null;
  return toStory(row, actor, viewers);
};

/** Saves a story whose media the route has already stored. */
const createStory = async (db: Database, actor: Actor, input: CreateStoryBody) => {
  const id = await repo.insertStory(db, {
    userId: actor.userId,
    mediaKey: input.media.key,
    mediaType: input.media.mime.startsWith('video/') ? 'video' : 'image',
    posterKey: input.media.posterKey,
    caption: input.caption,
  });
  return getStory(db, actor, id);
};

/** Counts the caller's view once (never the author's own). */
const viewStory = async (db: Database, viewerId: number, id: number) => {
  const row = await liveStory(db, id, viewerId);
  if (row.userId === viewerId) return { story_id: id, views_count: row.viewsCount };
  return { story_id: id, views_count: await repo.recordView(db, id, viewerId) };
};

const toggleStoryLike = async (db: Database, viewerId: number, id: number) => {
  await liveStory(db, id, viewerId);
  const { liked, likesCount } = await repo.toggleLike(db, id, viewerId);
  return { liked, likes_count: likesCount };
};

/**
 * A reply to a live story (not one's own), as Instagram has it: a chat message to the author in
 * their conversation, which now has the story as its item; the story counts each person who
 * replied once. Chat's own rules apply (blocks, notifications, realtime).
 */
const replyToStory = async (
  db: Database,
  chat: Pick<ChatServices, 'conversations' | 'messages'>,
  actor: Actor,
  id: number,
  { content }: StoryReplyBody,
) => {
  const row = await liveStory(db, id, actor.userId);
  if (row.userId === actor.userId) throw ownStory();
  const { conversation } = await chat.conversations.start(actor, {
    user_id: row.userId,
    context_type: 'story',
    context_id: id,
  });
  await chat.messages.send(actor, { conversation_id: conversation.id, body: content });
  return {
    replies_count: await repo.recordReply(db, id, actor.userId),
    conversation_id: conversation.id,
  };
};

/** Removes a story's stored files: a video as stored, an image with its sizes, the poster. */
const discardStoryMedia = async (
  media: Media,
  story: Pick<repo.StoryRow, 'mediaType' | 'mediaKey' | 'posterKey'>,
) => {
  if (story.mediaType === 'video') await media.storage.remove([story.mediaKey]).catch(() => {});
  else await media.discardImage(story.mediaKey);
  await media.discardImage(story.posterKey);
};

/**
 * The author deletes their story, live or expired while its files are still there (until the
 * sweep removes it); its files go with it. Anyone else: 403 on a live story, else 404.
 */
const deleteStory = async (db: Database, media: Media, userId: number, id: number) => {
  const deleted = await repo.deleteOwnStory(db, id, userId);
  if (!deleted) {
    await liveStory(db, id, userId);
    throw notStoryAuthor();
  }
  await discardStoryMedia(media, deleted);
};
