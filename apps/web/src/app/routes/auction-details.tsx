import { Gavel, MapPin, MessageCircle, Pencil, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loader } from '../../components/loader';
import { SaveHeart } from '../../components/save-heart';
import { Screen } from '../../components/screen';
import { AdGallery } from '../../features/ads/components/ad-gallery';
import { useAuction } from '../../features/auctions/api/get-auction';
import { useBids } from '../../features/auctions/api/get-bids';
import { usePlaceBid } from '../../features/auctions/api/place-bid';
import { AuctionPanel } from '../../features/auctions/components/auction-panel';
import { BidForm } from '../../features/auctions/components/bid-form';
import { BidHistory } from '../../features/auctions/components/bid-history';
import { useAuctionRoom } from '../../features/auctions/lib/use-auction-room';
import { getErrorMessage } from '../../lib/api';

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
            <Button to="/auctions" variant="outline">
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
              <BidForm
                auction={auction}
                leading={auction.viewer.status === 'winning'}
                isBusy={placeBid.isPending}
                onBid={(body) => placeBid.mutateAsync(body)}
              />
            )}
          </AuctionPanel>
          {!auction.is_owner && (
            <Button
              to={`/chat?with=${auction.user.id}&about=auction&item=${auction.id}`}
              variant={auction.viewer.status === 'won' ? 'primary' : 'outline'}
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {auction.viewer.status === 'won' ? t('details.chat-won') : t('details.ask-seller')}
            </Button>
          )}
          {!auction.is_owner && (
            <SaveHeart kind="auction" id={auction.id} ownerId={auction.user.id} shape="wide" />
          )}
          {auction.is_owner && (
            <Button to={`/view-auction/${auction.id}`} variant="outline">
              <Pencil className="size-4" aria-hidden="true" />
              {t('details.manage')}
            </Button>
          )}
          <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="mb-3 text-lg font-bold text-slate-900">{t('history.title')}</h2>
            <BidHistory
              bids={bids.items}
              isLoading={bids.isPending}
              hasMore={bids.hasNextPage}
              onMore={() => void bids.fetchNextPage()}
              opensAt={auction.state === 'upcoming' ? auction.starts_at : null}
            />
          </section>
        </div>
        <div className="min-w-0 lg:col-start-1">
          <section className="grid gap-3 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-slate-900">{t('details.about')}</h2>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="flex items-center gap-1">
                <Tag className="size-4" aria-hidden="true" />
                {auction.category.name}
              </span>
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {t('details.place', { region: auction.region.name, country: auction.country.name })}
              </span>
            </p>
            {auction.description && (
              <p dir="auto" className="whitespace-pre-line text-slate-800">
                {auction.description}
              </p>
            )}
            <div className="flex items-center gap-3 border-t border-slate-100 pt-3">
              <Avatar src={auction.user.photo} alt="" className="size-10" />
              <div>
                <p className="text-xs text-slate-500">{t('details.seller')}</p>
                <p dir="auto" className="font-semibold text-slate-900">
                  {auction.user.name}
                </p>
              </div>
            </div>
          </section>
        </div>
      </div>
    </Screen>
  );
}
