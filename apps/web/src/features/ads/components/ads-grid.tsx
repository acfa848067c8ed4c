import type { AdCard as AdCardData } from '@souq/contract';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { AdCard, AdCardSkeleton } from './ad-card';
import { EndMarker } from './end-marker';

export interface PagedAds {
  items: AdCardData[];
  isPending: boolean;
  isError: boolean;
  errorMessage: string | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * A grid of ad cards that grows by the seed's end-marker rule; skeletons while the first page
 * loads, the seed's list error message (§8) when it fails, `empty` when there is nothing.
 */
export function AdsGrid({
  ads,
  empty,
  linkOf,
  showStatus,
  columns = gridClass,
  viewerId,
}: {
  ads: PagedAds;
  empty: ReactNode;
  linkOf?: (ad: AdCardData) => string;
  showStatus?: boolean;
  columns?: string;
  /** The signed-in viewer, whose own ads carry no heart. */
  viewerId?: number | null;
}) {
  const { t } = useTranslation('ads');
  if (ads.isPending) {
    return (
      <div className={columns} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <AdCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (ads.isError && ads.items.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-800"
      >
        <CircleAlert className="size-8" aria-hidden="true" />
        <p className="font-semibold">{t('list.error-title')}</p>
        <p className="text-sm">{ads.errorMessage}</p>
        <Button variant="outline" size="sm" onClick={() => void ads.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (ads.items.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul
        className={`${columns} transition-opacity ${ads.isFetching && !ads.isFetchingNextPage ? 'opacity-60' : ''}`}
      >
        {ads.items.map((ad) => (
          <li key={ad.id} className="flex">
            <div className="w-full">
              <AdCard ad={ad} to={linkOf?.(ad)} showStatus={showStatus} viewerId={viewerId} />
            </div>
          </li>
        ))}
      </ul>
      <EndMarker
        hasNextPage={ads.hasNextPage && !ads.isError}
        isFetching={ads.isFetching}
        onReach={() => void ads.fetchNextPage()}
      />
      {ads.isFetchingNextPage && (
        <p role="status" className="py-6 text-center text-sm text-slate-500">
          {t('list.loading-more')}
        </p>
      )}
      {ads.isError && ads.items.length > 0 && (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm text-red-700"
        >
          <span>{ads.errorMessage}</span>
          <Button variant="outline" size="sm" onClick={() => void ads.fetchNextPage()}>
            {t('list.retry')}
          </Button>
        </div>
      )}
      {!ads.hasNextPage && ads.items.length > 0 && (
        <p className="py-6 text-center text-sm text-slate-400">{t('list.end')}</p>
      )}
    </div>
  );
}
