// Wish list: part of `limits.ts`.

/** What a wish list holds. */
export const WISHLIST_TYPES = ['ad', 'job', 'auction'] as const;
/** The saved ids answered per type to mark hearts (the newest saved). */
export const WISHLIST_IDS_MAX = 500;
/** The wish list's page size, per tab. */
export const WISHLIST_PAGE_SIZE = 12;
