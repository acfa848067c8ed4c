import {
  REACTION_EMOJIS,
  REACTION_TYPES,
  type ReactionSummaryItem,
  type ReactionType,
  type UserRef,
} from '@souq/contract';
import type { MediaUrls } from '../../media/urls.ts';

export interface AuthorColumns {
  authorId: number;
  authorName: string;
  authorType: 'user' | 'company';
  authorPhotoKey: string | null;
}

/** The author as a `UserRef`, their photo in the small size. */
export const toUserRef = (row: AuthorColumns, media: MediaUrls): UserRef => ({
  id: row.authorId,
  name: row.authorName,
  photo: media.thumb(row.authorPhotoKey),
  type: row.authorType,
});

/**
 * Counts per type, most frequent first; ties keep the picker's order (like before love ...), so
 * the three emojis a card shows never flicker between equal counts.
 */
export const toReactionSummary = (
  counts: Array<{ type: ReactionType; count: number }>,
): ReactionSummaryItem[] =>
  counts
    .filter((c) => c.count > 0)
    .map((c) => ({ type: c.type, type_emoji: REACTION_EMOJIS[c.type], count: Number(c.count) }))
    .sort(
      (a, b) =>
        b.count - a.count || REACTION_TYPES.indexOf(a.type) - REACTION_TYPES.indexOf(b.type),
    );

/** A post row's reaction counters (`reactions_<type>` columns). */
export interface ReactionCounters {
  reactionsLike: number;
  reactionsLove: number;
  reactionsHaha: number;
  reactionsWow: number;
  reactionsSad: number;
  reactionsAngry: number;
}

/** The counters of a post row as counts per type (in the picker's order). */
export const reactionCountsOf = (row: ReactionCounters) => [
  { type: 'like' as const, count: row.reactionsLike },
  { type: 'love' as const, count: row.reactionsLove },
  { type: 'haha' as const, count: row.reactionsHaha },
  { type: 'wow' as const, count: row.reactionsWow },
  { type: 'sad' as const, count: row.reactionsSad },
  { type: 'angry' as const, count: row.reactionsAngry },
];

export const totalOf = (summary: ReactionSummaryItem[]): number =>
  summary.reduce((sum, item) => sum + item.count, 0);
