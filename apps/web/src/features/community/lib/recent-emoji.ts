import { RECENT_EMOJI_KEY, RECENT_EMOJI_MAX } from './constants';

/** An emoji used in the share modal (seed §3): its code with and without skin tone, and uses. */
export interface RecentEmoji {
  /** The code as chosen, skin tone included (`1f44d-1f3fe`). */
  unified: string;
  /** The code without skin tone (`1f44d`). */
  original: string;
  count: number;
}

const isRecentEmoji = (value: unknown): value is RecentEmoji => {
  const v = value as RecentEmoji | null;
  return (
    typeof v?.unified === 'string' &&
    typeof v.original === 'string' &&
    typeof v.count === 'number' &&
    /^[0-9a-f]+(-[0-9a-f]+)*$/i.test(v.unified)
  );
};

export function readRecentEmoji(storage: Storage = localStorage): RecentEmoji[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_EMOJI_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentEmoji).slice(0, RECENT_EMOJI_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Counts one more use of an emoji; the list is ordered by uses (most first, the latest first
 * among equals) and keeps at most 14 (seed §9).
 */
export function recordRecentEmoji(
  emoji: { unified: string; original: string },
  storage: Storage = localStorage,
): RecentEmoji[] {
  const list = readRecentEmoji(storage);
  const found = list.find((item) => item.unified === emoji.unified);
  const updated: RecentEmoji = {
    unified: emoji.unified,
    original: emoji.original,
    count: (found?.count ?? 0) + 1,
  };
  const rest = list.filter((item) => item.unified !== emoji.unified);
  const next = [updated, ...rest].sort((a, b) => b.count - a.count).slice(0, RECENT_EMOJI_MAX);
  storage.setItem(RECENT_EMOJI_KEY, JSON.stringify(next));
  return next;
}

/** The character of a unified code (`1f44d-1f3fe` → 👍🏾). */
export const emojiFromUnified = (unified: string) =>
  String.fromCodePoint(...unified.split('-').map((part) => Number.parseInt(part, 16)));
