import type { PageMeta } from '@souq/contract';
import { MAX_OFFSET_ROWS, pageMeta } from '../../http/envelope.ts';

/** Lists never count further than this: `total` is "1,000+" beyond it. */
export const TOTAL_CAP = MAX_OFFSET_ROWS;

/** Never skip more than MAX_OFFSET_ROWS rows: the deepest reachable page starts at most there. */
export const deepestPageOf = (perPage: number) => Math.floor(MAX_OFFSET_ROWS / perPage) + 1;

/** An ad list's meta: also whether the total is capped; no page past the deepest reachable. */
export const adPageMeta = (page: number, perPage: number, counted: number) => {
  const total = Math.min(counted, TOTAL_CAP);
  const meta: PageMeta & { total_capped: boolean } = {
    ...pageMeta({ page, perPage, total }),
    total_capped: counted > TOTAL_CAP,
  };
  meta.last_page = Math.max(1, Math.min(meta.last_page, deepestPageOf(perPage)));
  return meta;
};

/** The meta of a search known to match more than TOTAL_CAP ads. */
export const cappedPageMeta = (page: number, perPage: number) =>
  adPageMeta(page, perPage, TOTAL_CAP + 1);
