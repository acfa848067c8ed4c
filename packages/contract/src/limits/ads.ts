// Ads: part of `limits.ts`.

export const AD_CONDITIONS = ['new', 'used'] as const;
export const AD_STATUSES = ['active', 'sold', 'archived'] as const;
export const AD_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export const AD_TITLE_MIN = 3;
export const AD_TITLE_MAX = 120;
export const AD_DESCRIPTION_MAX = 5000;
export const AD_PHOTOS_MIN = 1;
export const AD_PHOTOS_MAX = 10;
/** A price: numeric(12,2), at most 10 digits before the point and 2 after. */
export const AD_PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** The free text of an ads search (`contains[name]`). */
export const AD_SEARCH_MAX_LENGTH = 200;
/** The web's page size for ads lists (search, mine, related). */
export const AD_PAGE_SIZE = 12;
