import { type PageMeta, PER_PAGE_MAX } from '@souq/contract';

/** `{data, message?}`: the answer of every successful call. */
export const ok = <T>(data: T, message?: string): { data: T; message?: string } =>
  message === undefined ? { data } : { data, message };

/** `meta` of a page-numbered list. */
export const pageMeta = ({
  page,
  perPage,
  total,
}: {
  page: number;
  perPage: number;
  total: number;
}): PageMeta => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/** `{data: [...], meta}`: the answer of every paged list. */
export const paged = <T>(items: T[], meta: PageMeta) => ({ data: items, meta });

/**
 * Page-numbered lists never skip more than this many rows (deep OFFSET costs hundreds of ms on a
 * large table); feeds use keyset cursors instead.
 */
export const MAX_OFFSET_ROWS = 1000;

export const offsetOf = ({ page, perPage }: { page: number; perPage: number }): number =>
  (page - 1) * Math.min(perPage, PER_PAGE_MAX);
