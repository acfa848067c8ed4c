import type { Balance } from '@souq/contract';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

/** The points balance, big, and how many friends joined through the link. */
export function PointsCard({ balance }: { balance: Balance | undefined }) {
  const { t } = useTranslation('referrals');
  return (
    <section
      aria-labelledby="referrals-points-title"
      aria-busy={!balance}
      className="grid content-start gap-2 rounded-3xl bg-brand-800 p-5 text-white shadow-sm sm:p-6"
    >
      <h2
        id="referrals-points-title"
        className="flex items-center gap-2 text-sm font-semibold text-brand-100"
      >
        <Star className="size-4 fill-current text-accent-400" aria-hidden="true" />
        {t('balance.title')}
      </h2>
      {balance ? (
        <>
          <p className="flex items-baseline gap-2" data-testid="referral-points">
            <span className="text-5xl font-bold tabular-nums">{formatNumber(balance.points)}</span>
            <span className="text-lg font-medium text-brand-100">
              {t('balance.unit', { count: balance.points })}
            </span>
          </p>
          <p className="text-sm text-brand-100">
            {t('balance.friends', {
              count: balance.referrals_count,
              formatted: formatNumber(balance.referrals_count),
            })}
          </p>
        </>
      ) : (
        <div className="grid gap-2" aria-hidden="true">
          <div className="h-12 w-24 animate-pulse rounded-lg bg-brand-700" />
          <div className="h-4 w-48 animate-pulse rounded bg-brand-700" />
        </div>
      )}
    </section>
  );
}
