import type { AuctionState, AuctionViewerStatus } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const stateColours: Record<AuctionState, string> = {
  live: 'bg-emerald-700 text-white',
  upcoming: 'bg-sky-700 text-white',
  ended: 'bg-slate-700 text-white',
  cancelled: 'bg-red-700 text-white',
};

export function AuctionStateBadge({ state }: { state: AuctionState }) {
  const { t } = useTranslation('auctions');
  return (
    <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', stateColours[state])}>
      {t(`state.${state}`)}
    </span>
  );
}

const viewerColours: Record<Exclude<AuctionViewerStatus, 'none'>, string> = {
  winning: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  won: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  outbid: 'bg-amber-50 text-amber-900 border-amber-200',
  lost: 'bg-slate-100 text-slate-700 border-slate-200',
};

/** "You are winning", "You were outbid", "You won", "You did not win". */
export function ViewerStatusBadge({ status }: { status: AuctionViewerStatus }) {
  const { t } = useTranslation('auctions');
  if (status === 'none') return null;
  return (
    <span
      className={cn('rounded-full border px-2.5 py-1 text-xs font-semibold', viewerColours[status])}
    >
      {t(`viewer.${status}`)}
    </span>
  );
}
