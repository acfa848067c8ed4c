/** The reaction picker stays this long after the pointer leaves it (seed §9). */
export const PICKER_HIDE_DELAY_MS = 200;
/** A touch held this long opens the reaction picker. */
export const LONG_PRESS_MS = 500;
/** The reactions summary shows at most this many types (seed §9). */
export const SUMMARY_MAX_TYPES = 3;
/** The end-of-list marker must be fully visible to load the next page (seed §9). */
export const END_MARKER_THRESHOLD = 1;
/** Top-level comments shown under a card; the post-details modal shows them all. */
export const INLINE_COMMENTS = 2;
/** Recent emoji kept in local storage (seed §9). */
export const RECENT_EMOJI_MAX = 14;
export const RECENT_EMOJI_KEY = 'community.recent-emoji';
/** The share picker's default skin tone: medium-dark (seed §9). */
export const SHARE_SKIN_TONE = '1f3fe';
