import type { AdCard as AdCardData } from '@souq/contract';
import type { ReactNode } from 'react';
import { type PagedItems, PagedList, usePagedListLabels } from '../../../components/paged-list';
import { AdCard, AdCardSkeleton } from './ad-card';

export type PagedAds = PagedItems<AdCardData>;

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
  showPromotionUntil,
  columns = gridClass,
  viewerId,
}: {
  ads: PagedAds;
  empty: ReactNode;
  linkOf?: (ad: AdCardData) => string;
  showStatus?: boolean;
  /** The owner's list: until when each ad is featured or highlighted. */
  showPromotionUntil?: boolean;
  columns?: string;
  /** The signed-in viewer, whose own ads carry no heart. */
  viewerId?: number | null;
}) {
  const labels = usePagedListLabels('ads');
  return (
    <PagedList
      list={ads}
      empty={empty}
      columns={columns}
      itemClassName="flex"
      renderItem={(ad) => (
        <div className="w-full">
          <AdCard
            ad={ad}
            to={linkOf?.(ad)}
            showStatus={showStatus}
            showPromotionUntil={showPromotionUntil}
            viewerId={viewerId}
          />
        </div>
      )}
      skeleton={<AdCardSkeleton />}
      skeletons={8}
      labels={labels}
    />
  );
}
