import type { AuctionCard as AuctionCardData } from '@souq/contract';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Loader } from '../../../components/loader';
import { AuctionCard } from './auction-card';

export interface PagedAuctions {
  items: AuctionCardData[];
  isPending: boolean;
  isError: boolean;
  errorMessage: string | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** A grid of auction cards with "show more", its loading, error and empty states. */
export function AuctionsGrid({
  auctions,
  empty,
  linkOf,
}: {
  auctions: PagedAuctions;
  empty: ReactNode;
  linkOf?: (auction: AuctionCardData) => string;
}) {
  const { t } = useTranslation('auctions');
  if (auctions.isPending) return <Loader />;
  if (auctions.isError && auctions.items.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-800"
      >
        <CircleAlert className="size-8" aria-hidden="true" />
        <p className="text-sm">{auctions.errorMessage}</p>
        <Button variant="outline" size="sm" onClick={() => void auctions.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (auctions.items.length === 0) return <>{empty}</>;
  return (
    <div className="grid gap-6">
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
        {auctions.items.map((auction) => (
          <li key={auction.id} className="flex">
            <div className="w-full">
              <AuctionCard auction={auction} to={linkOf?.(auction)} />
            </div>
          </li>
        ))}
      </ul>
      {auctions.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void auctions.fetchNextPage()}
            disabled={auctions.isFetchingNextPage}
          >
            {auctions.isFetchingNextPage ? t('list.loading-more') : t('list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
