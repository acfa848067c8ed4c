import { CircleAlert } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { Button } from './button';
import { EndMarker } from './end-marker';

/** Pages of cards appended one after the other (`useInfiniteQuery` with the list's rows). */
export interface PagedItems<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  errorMessage: string | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedListLabels {
  loading: string;
  errorTitle: string;
  retry: string;
  loadingMore: string;
  end: string;
}

/** The list texts of an area whose `list.*` keys name them (ads, jobs). */
export function usePagedListLabels(namespace: 'ads' | 'jobs'): PagedListLabels {
  const { t } = useTranslation(namespace);
  return {
    loading: t('list.loading'),
    errorTitle: t('list.error-title'),
    retry: t('list.retry'),
    loadingMore: t('list.loading-more'),
    end: t('list.end'),
  };
}

/**
 * Cards that grow by the seed's end-marker rule (the ads grid, the jobs list): skeletons while
 * the first page loads, the seed's list error message (§8) with a retry when it fails, `empty`
 * when there is nothing; a failed next page keeps the cards and offers to fetch it again.
 */
export function PagedList<T extends { id: number }>({
  list,
  empty,
  columns,
  itemClassName,
  renderItem,
  skeleton,
  skeletons,
  labels,
}: {
  list: PagedItems<T>;
  empty: ReactNode;
  /** The grid's classes, shared by the skeletons and the cards. */
  columns: string;
  itemClassName: string;
  renderItem: (item: T) => ReactNode;
  /** One placeholder card, shown `skeletons` times while the first page loads. */
  skeleton: ReactNode;
  skeletons: number;
  labels: PagedListLabels;
}) {
  if (list.isPending) {
    return (
      <div className={columns} role="status" aria-label={labels.loading}>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Fragment key={i}>{skeleton}</Fragment>
        ))}
      </div>
    );
  }
  if (list.isError && list.items.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-800"
      >
        <CircleAlert className="size-8" aria-hidden="true" />
        <p className="font-semibold">{labels.errorTitle}</p>
        <p className="text-sm">{list.errorMessage}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul
        className={cn(
          columns,
          'transition-opacity',
          list.isFetching && !list.isFetchingNextPage ? 'opacity-60' : '',
        )}
      >
        {list.items.map((item) => (
          <li key={item.id} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <EndMarker
        hasNextPage={list.hasNextPage && !list.isError}
        isFetching={list.isFetching}
        onReach={() => void list.fetchNextPage()}
      />
      {list.isFetchingNextPage && (
        <p role="status" className="py-6 text-center text-sm text-slate-500">
          {labels.loadingMore}
        </p>
      )}
      {list.isError && list.items.length > 0 && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm text-red-700"
        >
          <span>{list.errorMessage}</span>
          <Button variant="outline" size="sm" onClick={() => void list.fetchNextPage()}>
            {labels.retry}
          </Button>
        </div>
      )}
      {!list.hasNextPage && list.items.length > 0 && (
        <p className="py-6 text-center text-sm text-slate-500">{labels.end}</p>
      )}
    </div>
  );
}
