import { webPaths } from '@souq/contract/web-paths';
import { Gavel } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { AdGallery } from '../../features/ads/components/ad-gallery';
import { useAuction } from '../../features/auctions/api/get-auction';
import { useBids } from '../../features/auctions/api/get-bids';
import { usePlaceBid } from '../../features/auctions/api/place-bid';
import {
  AuctionAbout,
  AuctionViewerActions,
} from '../../features/auctions/components/auction-about';
import { AuctionBidsCard } from '../../features/auctions/components/auction-bids-card';
import { AuctionPanel } from '../../features/auctions/components/auction-panel';
import { useAuctionRoom } from '../../features/auctions/lib/use-auction-room';
import { getErrorMessage } from '../../lib/api';

// The bid box (and its form library) is its own chunk, asked for at once: the price comes first.
const loadBidForm = () => import('../../features/auctions/components/bid-form');
void loadBidForm();
const BidForm = lazy(() => loadBidForm().then((m) => ({ default: m.BidForm })));

/** `/auction/{id}`: the gallery, the live price and countdown, the bid box and the live history. */
export default function AuctionDetailsRoute() {
  const { t } = useTranslation('auctions');
  const id = Number(useParams().id);
  const { data: auction, isPending, error } = useAuction(id);
  const bids = useBids(auction ? id : 0);
  const placeBid = usePlaceBid(id);
  useAuctionRoom(auction ? id : 0);

  if (isPending && Number.isInteger(id) && id > 0) return <Loader />;
  if (!auction) {
    return (
      <Screen title={t('details.missing')}>
        <EmptyState
          icon={Gavel}
          title={t('details.missing')}
          description={error ? getErrorMessage(error) : t('details.missing-text')}
          action={
            <Button to={webPaths.auctions} variant="outline">
              {t('details.back')}
            </Button>
          }
        />
      </Screen>
    );
  }

  return (
    <Screen title={auction.title}>
      {/* On a phone the price and the bid box come right after the photos. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0 lg:col-start-1">
          <AdGallery photos={auction.photos} title={auction.title} />
        </div>
        <div className="grid content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <AuctionPanel auction={auction}>
            {auction.is_owner ? (
              <p className="text-sm text-slate-600">{t('details.own-auction')}</p>
            ) : (
              <Suspense fallback={<Loader />}>
                <BidForm
                  auction={auction}
                  leading={auction.viewer.status === 'winning'}
                  isBusy={placeBid.isPending}
                  onBid={(body) => placeBid.mutateAsync(body)}
                />
              </Suspense>
            )}
          </AuctionPanel>
          <AuctionViewerActions auction={auction} />
          <AuctionBidsCard auction={auction} bids={bids} title={t('history.title')} />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <AuctionAbout auction={auction} />
        </div>
      </div>
    </Screen>
  );
}
