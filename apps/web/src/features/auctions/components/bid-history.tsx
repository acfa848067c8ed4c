import type { Bid } from '@souq/contract';
import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { formatDateTime } from '../lib/date-time';
import { Money } from './auction-price';

/**
 * The bids, newest first, with who (masked for others), when, and automatic or buy-now marks.
 * Before an upcoming auction opens (`opensAt`), it says when bidding opens instead of inviting
 * the first bid.
 */
export function BidHistory({
  bids,
  hasMore,
  onMore,
  isLoading,
  opensAt = null,
}: {
  bids: Bid[];
  hasMore: boolean;
  onMore: () => void;
  isLoading: boolean;
  opensAt?: string | null;
}) {
  const { t } = useTranslation('auctions');
  if (!isLoading && bids.length === 0) {
    return (
      <p className="text-sm text-slate-500">
        {opensAt ? t('history.opens', { time: formatDateTime(opensAt) }) : t('history.empty')}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ol className="divide-y divide-slate-100" aria-live="polite" aria-label={t('history.title')}>
        {bids.map((bid) => (
          <li key={bid.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
            <span className="min-w-0">
              <span dir="auto" className="font-semibold text-slate-900">
                {bid.bidder.is_you ? t('history.you') : bid.bidder.name}
              </span>
              {(bid.is_auto || bid.is_buy_now) && (
                <span className="ms-2 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900">
                  {bid.is_auto && <Zap className="size-3" aria-hidden="true" />}
                  {bid.is_buy_now ? t('history.buy-now') : t('history.auto')}
                </span>
              )}
              <span className="block text-xs text-slate-500">
                {formatDateTime(bid.created_at, { seconds: true })}
              </span>
            </span>
            <Money amount={bid.amount} className="shrink-0 text-slate-900" />
          </li>
        ))}
      </ol>
      {hasMore && (
        <Button variant="ghost" size="sm" onClick={onMore}>
          {t('history.more')}
        </Button>
      )}
    </div>
  );
}
