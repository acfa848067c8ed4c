// Catalog, pages and home: part of `limits.ts`.

/** The static pages of the footer. */
export const PAGE_SLUGS = ['terms', 'privacy', 'about'] as const;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MIN = 3;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;
/** Home blocks hold at most this many cards each. */
export const HOME_BLOCK_SIZE = 8;
