import type { Post } from '@souq/contract';
import { describe, expect, test } from 'vitest';
import { nextPageOf } from '../../../lib/paging';
import { nextReaction, topReactions, withReaction } from './reactions';

const post = (over: Partial<Post> = {}): Post => ({
  id: 1,
  user: { id: 2, name: 'Sara', photo: null, type: 'user' },
  title: null,
  content: 'Hello',
  image: null,
  status: 'active',
  region: { id: 1, name: 'Riyadh', country: { id: 1, name: 'Saudi Arabia' } },
  commentsCount: 0,
  reactionsCount: 3,
  reactionsSummary: [
    { type: 'love', type_emoji: '❤️', count: 2 },
    { type: 'like', type_emoji: '👍', count: 1 },
  ],
  userReaction: 'love',
  created_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('reactions', () => {
  test('the same reaction again clears it; another replaces it', () => {
    expect(nextReaction('love', 'love')).toBeNull();
    expect(nextReaction('love', 'haha')).toBe('haha');
    expect(nextReaction(null, 'like')).toBe('like');
  });

  test('the summary keeps at most three types, most frequent first', () => {
    const top = topReactions([
      { type: 'sad', type_emoji: '😢', count: 1 },
      { type: 'wow', type_emoji: '😮', count: 4 },
      { type: 'like', type_emoji: '👍', count: 4 },
      { type: 'angry', type_emoji: '😡', count: 9 },
    ]);
    expect(top.map((item) => item.type)).toEqual(['angry', 'like', 'wow']);
  });

  test('the optimistic update moves the caller from one type to another', () => {
    const changed = withReaction(post(), 'haha');
    expect(changed.userReaction).toBe('haha');
    expect(changed.reactionsCount).toBe(3);
    expect(changed.reactionsSummary).toEqual([
      { type: 'like', type_emoji: '👍', count: 1 },
      { type: 'love', type_emoji: '❤️', count: 1 },
      { type: 'haha', type_emoji: '😂', count: 1 },
    ]);
    const cleared = withReaction(post(), null);
    expect(cleared.reactionsCount).toBe(2);
    expect(cleared.userReaction).toBeNull();
  });

  test('infinite scroll asks for the next page only below the last', () => {
    expect(nextPageOf({ current_page: 1, last_page: 3, per_page: 10, total: 25 })).toBe(2);
    expect(nextPageOf({ current_page: 3, last_page: 3, per_page: 10, total: 25 })).toBeUndefined();
  });
});
