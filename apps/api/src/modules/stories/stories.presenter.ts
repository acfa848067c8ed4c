import {
  STORY_LIFETIME_HOURS,
  type Story,
  type StoryGroup,
  type StoryViewer,
} from '@souq/contract';
import type { RequestView } from '../../http/request-view.ts';
import { toUserRef } from '../community/community.presenter.ts';
import type { StoryRow } from './stories.repository.ts';

const HOUR_MS = 3_600_000;

export const toStory = (
  row: StoryRow,
  { media }: Pick<RequestView, 'media'>,
  viewers: StoryViewer[] | null,
): Story => ({
  id: row.id,
  user: toUserRef(row, media),
  media_url: row.mediaType === 'video' ? media.file(row.mediaKey) : media.full(row.mediaKey),
  media_type: row.mediaType,
  poster_url: media.full(row.posterKey),
  caption: row.caption,
  likes_count: row.likesCount,
  replies_count: row.repliesCount,
  views_count: row.viewsCount,
  liked: Boolean(row.liked),
  seen: Boolean(row.seen),
  viewers,
  created_at: row.createdAt.toISOString(),
  expires_at: new Date(row.createdAt.getTime() + STORY_LIFETIME_HOURS * HOUR_MS).toISOString(),
});

/**
 * Stories grouped by author, each group oldest first; the caller's own group leads, then authors
 * with stories the caller has not seen (the newest first), then the rest.
 */
export const toStoryGroups = (stories: Story[], viewerId: number): StoryGroup[] => {
  const groups = new Map<number, StoryGroup>();
  // `stories` come newest first: a group's place is its newest story's.
  for (const story of stories) {
    const group = groups.get(story.user.id) ?? { user: story.user, has_unseen: false, stories: [] };
    group.stories.unshift(story);
    if (!story.seen && story.user.id !== viewerId) group.has_unseen = true;
    groups.set(story.user.id, group);
  }
  const rank = (g: StoryGroup) => (g.user.id === viewerId ? 0 : g.has_unseen ? 1 : 2);
  return [...groups.values()]
    .map((group, order) => ({ group, order }))
    .sort((a, b) => rank(a.group) - rank(b.group) || a.order - b.order)
    .map(({ group }) => group);
};
