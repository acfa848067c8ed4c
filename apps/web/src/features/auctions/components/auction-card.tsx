import type { AuctionCard as AuctionCardData } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { Gavel, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardCover } from '../../../components/card-cover';
import { CardTitle } from '../../../components/card-title';
import { SaveHeart } from '../../../components/save-heart';
import { formatNumber } from '../../../lib/format';
import { Money } from './auction-price';
import { AuctionStateBadge, ViewerStatusBadge } from './auction-state-badge';
import { Countdown } from './countdown';

/**
 * An auction in a list: cover, state, current price (or the starting price), bids and time
 * left (time to the start for an upcoming one). The whole card is one link.
 */
export function AuctionCard({ auction, to }: { auction: AuctionCardData; to?: string }) {
  const { t } = useTranslation('auctions');
  const upcoming = auction.state === 'upcoming';
  const running = auction.state === 'live' || upcoming;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600">
      <div className="relative aspect-[4/3] bg-slate-100">
        <CardCover cover={auction.cover} />
        <span className="absolute start-3 top-3 flex flex-wrap gap-1.5">
          <AuctionStateBadge state={auction.state} />
          <ViewerStatusBadge status={auction.viewer_status} />
        </span>
        {!auction.is_owner && (
          <SaveHeart kind="auction" id={auction.id} ownerId={auction.user.id} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs text-slate-500">
          {auction.state === 'ended' && auction.current_price
            ? t('card.final')
            : auction.current_price
              ? t('card.current')
              : t('card.starting')}
        </p>
        <Money
          amount={auction.current_price ?? auction.starting_price}
          className="text-lg text-slate-900"
        />
        <CardTitle to={to ?? href(webPaths.auction, { id: auction.id })}>{auction.title}</CardTitle>
        <div className="mt-auto grid gap-1.5 pt-2 text-xs text-slate-600">
          {running && (
            <p className="flex items-center justify-between gap-2">
              <span>{upcoming ? t('card.starts-in') : t('card.ends-in')}</span>
              <Countdown
                end={upcoming ? auction.starts_at : auction.ends_at}
                compact
                className="font-semibold text-slate-900"
              />
            </p>
          )}
          <p className="flex items-center justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{auction.region.name}</span>
            </span>
            <span className="flex shrink-0 items-center gap-1">
              <Gavel className="size-3.5" aria-hidden="true" />
              {t('card.bids', {
                count: auction.bids_count,
                formatted: formatNumber(auction.bids_count),
              })}
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
