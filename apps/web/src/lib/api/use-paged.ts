import type { PageMeta } from '@souq/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '../paging';
import { getErrorMessage } from './errors';

/**
 * The one paging hook: pages of a list appended one after the other, by the seed's
 * infinite-scroll rule (`nextPageOf`); the previous list stays while the next filters load, and
 * a failure is not retried (seed §8).
 */
export function usePaged<T, M extends PageMeta>(
  key: readonly unknown[],
  load: (page: number) => Promise<{ data: T[]; meta: M }>,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    retry: false,
    placeholderData: keepPreviousData,
    enabled,
  });
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const meta = query.data?.pages.at(-1)?.meta;
  return { ...query, items, meta, errorMessage: query.error ? getErrorMessage(query.error) : null };
}
