import type { AdCard as AdCardData } from '@souq/contract';
import { href, webPaths } from '@souq/contract/web-paths';
import { MapPin } from 'lucide-react';
import { CardCover } from '../../../components/card-cover';
import { CardTitle } from '../../../components/card-title';
import { SaveHeart } from '../../../components/save-heart';
import { cn } from '../../../lib/cn';
import { formatRelativeTime } from '../../../lib/format';
import { promotionOf } from '../lib/promotion';
import { AdPrice } from './ad-price';
import { AdPromotionBadges, AdPromotionUntil } from './ad-promotion';
import { AdStatusBadge } from './ad-status-badge';

/**
 * An ad in a list: cover (the 400 px image, lazy), title, price, region and age. The whole card
 * is one link (the title's, stretched); the heart sits above it (not on one's own ads). A featured
 * ad says so on its picture; a highlighted one has a coloured frame and says so too.
 * `showPromotionUntil` (the owner's list) adds until when.
 */
export function AdCard({
  ad,
  to = href(webPaths.ad, { id: ad.id }),
  showStatus = false,
  showPromotionUntil = false,
  viewerId = null,
}: {
  ad: AdCardData;
  to?: string;
  showStatus?: boolean;
  showPromotionUntil?: boolean;
  /** The signed-in viewer: lists are the same for everyone, so `is_owner` is false there. */
  viewerId?: number | null;
}) {
  const own = ad.is_owner || (viewerId !== null && ad.user.id === viewerId);
  const highlighted = promotionOf(ad).highlightedUntil !== null;
  const frame = highlighted ? 'border-accent-400 ring-2 ring-accent-400' : 'border-slate-200';
  return (
    <article
      data-highlighted={highlighted || undefined}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600',
        frame,
      )}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <CardCover cover={ad.cover} />
        <div className="absolute start-3 top-3 flex max-w-[calc(100%-4.5rem)] flex-col items-start gap-1.5">
          {showStatus && <AdStatusBadge status={ad.status} />}
          <AdPromotionBadges ad={ad} />
        </div>
        {/* Nobody saves their own ad. */}
        {!own && <SaveHeart kind="ad" id={ad.id} ownerId={ad.user.id} />}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <AdPrice price={ad.price} negotiable={ad.negotiable} className="text-lg" />
        <CardTitle to={to}>{ad.title}</CardTitle>
        {showPromotionUntil && <AdPromotionUntil ad={ad} variant="card" />}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-xs text-slate-500">
          <span className="flex min-w-0 items-center gap-1">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{ad.region.name}</span>
          </span>
          <time dateTime={ad.created_at} className="shrink-0">
            {formatRelativeTime(ad.created_at)}
          </time>
        </div>
      </div>
    </article>
  );
}

export function AdCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
      aria-hidden="true"
    >
      <div className="aspect-[4/3] animate-pulse bg-slate-200" />
      <div className="grid gap-2 p-4">
        <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
