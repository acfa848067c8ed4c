// Languages and lists: part of `limits.ts`.

/** Languages the product speaks; `en` is the fallback. */
export const LOCALES = ['en', 'ar'] as const;

/** Page size of a paged list without `per_page`. */
export const PER_PAGE_DEFAULT = 10;
/** `per_page` is clamped to 1..PER_PAGE_MAX (never refused). */
export const PER_PAGE_MAX = 50;
