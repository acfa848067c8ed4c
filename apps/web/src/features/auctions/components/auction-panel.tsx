import type { Auction } from '@souq/contract';
import { Eye, Gavel, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatMoney, formatNumber } from '../../../lib/format';
import { formatDateTime } from '../lib/date-time';
import { Money } from './auction-price';
import { AuctionStateBadge } from './auction-state-badge';
import { Countdown } from './countdown';

const viewerBanner = {
  winning: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  won: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  outbid: 'border-amber-200 bg-amber-50 text-amber-900',
  lost: 'border-slate-200 bg-slate-50 text-slate-700',
} as const;

/**
 * The live heart of an auction page: the current price, the countdown (which follows a moved
 * end), bids and watchers, the reserve's state, the viewer's standing and, once ended, the
 * outcome. `children` is the bid box (shown while live).
 */
export function AuctionPanel({ auction, children }: { auction: Auction; children?: ReactNode }) {
  const { t } = useTranslation('auctions');
  const { state } = auction;
  const viewer = auction.viewer.status;
  return (
    <section
      aria-labelledby="auction-price"
      className="grid gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AuctionStateBadge state={state} />
        <span className="flex items-center gap-3 text-xs text-slate-600">
          <span className="flex items-center gap-1">
            <Gavel className="size-3.5" aria-hidden="true" />
            <span data-testid="bids-count">
              {t('card.bids', {
                count: auction.bids_count,
                formatted: formatNumber(auction.bids_count),
              })}
            </span>
          </span>
          <span className="flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {t('details.watchers', {
              count: auction.watchers,
              formatted: formatNumber(auction.watchers),
            })}
          </span>
        </span>
      </div>
      <div>
        <p id="auction-price" className="text-sm text-slate-600">
          {state === 'ended' && auction.current_price
            ? t('card.final')
            : auction.current_price
              ? t('card.current')
              : t('card.starting')}
        </p>
        <p aria-live="polite" data-testid="current-price">
          <Money
            amount={auction.current_price ?? auction.starting_price}
            className="text-3xl text-slate-900"
          />
        </p>
        {auction.has_reserve && (
          <p
            className={cn(
              'mt-1 text-sm',
              auction.reserve_met ? 'text-emerald-700' : 'text-amber-700',
            )}
          >
            {auction.reserve_met ? t('details.reserve-met') : t('details.reserve-not-met')}
          </p>
        )}
      </div>
      {state === 'live' || state === 'upcoming' ? (
        <div className="rounded-2xl bg-slate-50 px-4 py-3">
          <p className="text-xs text-slate-600">
            {state === 'upcoming' ? t('card.starts-in') : t('card.ends-in')}
          </p>
          <Countdown
            end={state === 'upcoming' ? auction.starts_at : auction.ends_at}
            className="text-2xl font-bold text-slate-900"
          />
          <p className="mt-1 text-xs text-slate-500">
            {t('details.ends-at', { time: formatDateTime(auction.ends_at) })}
          </p>
        </div>
      ) : (
        <div className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700" role="status">
          <p>{t('details.ended-at', { time: formatDateTime(auction.ends_at) })}</p>
          <p className="mt-1 flex items-center gap-1.5 font-semibold text-slate-900">
            <Trophy className="size-4 text-amber-500" aria-hidden="true" />
            {auction.winner
              ? t('details.winner', {
                  name: auction.winner.is_you ? t('history.you') : auction.winner.name,
                })
              : t('details.no-winner')}
          </p>
        </div>
      )}
      {viewer !== 'none' && (
        <p
          role="status"
          data-testid="viewer-status"
          className={cn('rounded-2xl border px-4 py-3 text-sm font-semibold', viewerBanner[viewer])}
        >
          {t(`viewer.${viewer}-long`)}
          {auction.viewer.max_amount && viewer === 'winning' && (
            <span className="block text-xs font-normal">
              {t('viewer.your-max', { amount: formatMoney(auction.viewer.max_amount) })}
            </span>
          )}
        </p>
      )}
      {state === 'live' && children}
    </section>
  );
}
