import type { PageMeta } from '@souq/contract';

/**
 * The seed's infinite-scroll rule (§4): only while the current page is below the last page is
 * there a next one to fetch.
 */
export function nextPageOf<M extends Pick<PageMeta, 'current_page' | 'last_page'>>(
  meta: M | undefined,
): number | undefined {
  if (!meta) return undefined;
  return meta.current_page < meta.last_page ? meta.current_page + 1 : undefined;
}
