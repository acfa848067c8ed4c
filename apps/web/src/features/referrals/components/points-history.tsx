import type { PointsEntry } from '@souq/contract';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDate, formatNumber } from '../../../lib/format';

/** The ledger's newest lines: points earned (invitations) and spent (rewards), newest first. */
export function PointsHistory({ history }: { history: PointsEntry[] }) {
  const { t } = useTranslation('referrals');
  const describe = (entry: PointsEntry) => {
    const name = entry.user?.name.trim() || t('history.someone');
    switch (entry.reason) {
      case 'invited':
        return t('history.invited', { name });
      case 'joined':
        return t('history.joined', { name });
      case 'redeemed':
        return t('history.redeemed', { reward: entry.reward ?? t('history.a-reward') });
    }
  };
  return (
    <section
      aria-labelledby="referrals-history-title"
      className="grid content-start gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="referrals-history-title" className="text-lg font-bold text-slate-900">
        {t('history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">{t('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {history.map((entry) => {
            const earned = entry.points >= 0;
            const Icon = earned ? ArrowDownLeft : ArrowUpRight;
            return (
              <li key={entry.id} className="flex items-center gap-3 py-3">
                <span
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full',
                    earned ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900',
                  )}
                >
                  <Icon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-slate-900">{describe(entry)}</p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={entry.created_at}>{formatDate(entry.created_at)}</time>
                  </p>
                </div>
                <span
                  dir="ltr"
                  className={cn(
                    'shrink-0 font-bold tabular-nums',
                    earned ? 'text-emerald-700' : 'text-amber-800',
                  )}
                >
                  {t(earned ? 'history.earned' : 'history.spent', {
                    formatted: formatNumber(Math.abs(entry.points)),
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
