import type { PageMeta, PageQuery } from '@souq/contract';
import { pageMeta } from '../../http/envelope.ts';

/** The rows a page reads: how many, and after how many. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * One page of a list whose pages reach `cap` rows deep at most (deep OFFSET costs hundreds of
 * ms): a page past the cap is empty without a query and the last one stops at the cap; `count`
 * counts no further. Used by the posts feed, comments, reels and profile lists.
 */
export const cappedPage = async <Row>(
  { page, per_page: perPage }: PageQuery,
  cap: number,
  read: (window: PageWindow) => Promise<Row[]>,
  count: () => Promise<number> | number,
): Promise<{ rows: Row[]; meta: PageMeta }> => {
  const offset = (page - 1) * perPage;
  const [rows, total] = await Promise.all([
    offset >= cap ? [] : read({ limit: Math.min(perPage, cap - offset), offset }),
    count(),
  ]);
  return { rows, meta: pageMeta({ page, perPage, total }) };
};
