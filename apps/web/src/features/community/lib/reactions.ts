import type { Post, ReactionSummaryItem, ReactionType } from '@souq/contract';
import { REACTION_EMOJIS, REACTION_TYPES } from '@souq/contract/limits';
import { SUMMARY_MAX_TYPES } from './constants';

// The contract's order and emoji, from its zod-free limits.
export { REACTION_EMOJIS, REACTION_TYPES };

export type ReactionFilter = ReactionType | 'all';

/** The reaction a choice leads to: the current one again clears it (seed §4). */
export const nextReaction = (current: ReactionType | null, chosen: ReactionType) =>
  current === chosen ? null : chosen;

/** Up to three types, most frequent first (ties keep the picker's order). */
export function topReactions(
  summary: readonly ReactionSummaryItem[],
  max: number = SUMMARY_MAX_TYPES,
): ReactionSummaryItem[] {
  return summary
    .filter((item) => item.count > 0)
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        b.item.count - a.item.count ||
        REACTION_TYPES.indexOf(a.item.type) - REACTION_TYPES.indexOf(b.item.type) ||
        a.index - b.index,
    )
    .slice(0, max)
    .map(({ item }) => item);
}

/** The post as it will be once the caller's reaction becomes `next` (the optimistic update). */
export function withReaction(post: Post, next: ReactionType | null): Post {
  const previous = post.userReaction;
  if (previous === next) return post;
  const counts = new Map(post.reactionsSummary.map((item) => [item.type, item.count]));
  if (previous) counts.set(previous, Math.max(0, (counts.get(previous) ?? 0) - 1));
  if (next) counts.set(next, (counts.get(next) ?? 0) + 1);
  const reactionsSummary = REACTION_TYPES.filter((type) => (counts.get(type) ?? 0) > 0)
    .map((type) => ({ type, type_emoji: REACTION_EMOJIS[type], count: counts.get(type) ?? 0 }))
    .sort((a, b) => b.count - a.count);
  const delta = (next ? 1 : 0) - (previous ? 1 : 0);
  return {
    ...post,
    userReaction: next,
    reactionsCount: Math.max(0, post.reactionsCount + delta),
    reactionsSummary,
  };
}
