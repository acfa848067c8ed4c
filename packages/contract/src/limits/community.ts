// Community: part of `limits.ts`.

/** The six reactions of a post, in the order the pickers and tabs show them. */
export const REACTION_TYPES = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
/** The emoji of each reaction type (`type_emoji` in answers). */
export const REACTION_EMOJIS: Record<(typeof REACTION_TYPES)[number], string> = {
  like: '👍',
  love: '❤️',
  haha: '😂',
  wow: '😮',
  sad: '😢',
  angry: '😡',
};
/** Visibility of a post: only `active` posts reach the feed; `inactive` ones only their author. */
export const POST_STATUSES = ['active', 'inactive'] as const;
/** What a report (POST /reports) may be about: community content, a person, or an ad. */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'user', 'ad'] as const;
export const POST_TITLE_MAX = 200;
export const POST_CONTENT_MAX = 5000;
export const COMMENT_CONTENT_MAX = 2000;
export const REPORT_REASON_MAX = 1000;
/** How many posts (or comments) of a list page numbers reach; `meta.total` is capped there. */
export const POST_LIST_DEPTH_MAX = 1000;
/** Posts of the feed or of a profile, per page. */
export const POSTS_PER_PAGE = 10;
