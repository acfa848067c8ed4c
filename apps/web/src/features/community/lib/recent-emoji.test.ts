import { describe, expect, test } from 'vitest';
import { RECENT_EMOJI_KEY } from './constants';
import { emojiFromUnified, readRecentEmoji, recordRecentEmoji } from './recent-emoji';

const code = (n: number) => (0x1f600 + n).toString(16);

describe('recent emoji (local storage)', () => {
  test('keeps unified code, original code and count, most used first', () => {
    recordRecentEmoji({ unified: '1f44d-1f3fe', original: '1f44d' });
    recordRecentEmoji({ unified: '1f602', original: '1f602' });
    recordRecentEmoji({ unified: '1f602', original: '1f602' });
    expect(readRecentEmoji()).toEqual([
      { unified: '1f602', original: '1f602', count: 2 },
      { unified: '1f44d-1f3fe', original: '1f44d', count: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem(RECENT_EMOJI_KEY)!)).toHaveLength(2);
  });

  test('is capped at 14', () => {
    for (let n = 0; n < 20; n++) recordRecentEmoji({ unified: code(n), original: code(n) });
    const list = readRecentEmoji();
    expect(list).toHaveLength(14);
    // The latest stays; the oldest of equal counts go.
    expect(list[0]!.unified).toBe(code(19));
    expect(list.map((item) => item.unified)).not.toContain(code(0));
  });

  test('ignores broken storage', () => {
    localStorage.setItem(RECENT_EMOJI_KEY, '{not json');
    expect(readRecentEmoji()).toEqual([]);
    localStorage.setItem(RECENT_EMOJI_KEY, JSON.stringify([{ unified: '<script>' }]));
    expect(readRecentEmoji()).toEqual([]);
  });

  test('turns a unified code into its character', () => {
    expect(emojiFromUnified('1f44d-1f3fe')).toBe('👍🏾');
  });
});
