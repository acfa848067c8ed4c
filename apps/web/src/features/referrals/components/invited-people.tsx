import type { Referral } from '@souq/contract';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { formatDate, formatNumber } from '../../../lib/format';

/** The people who registered through the link (newest first), each with the points it gave. */
export function InvitedPeople({ referrals, total }: { referrals: Referral[]; total: number }) {
  const { t } = useTranslation(['referrals', 'common']);
  const more = total - referrals.length;
  return (
    <section
      aria-labelledby="referrals-invited-title"
      className="grid content-start gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="referrals-invited-title" className="text-lg font-bold text-slate-900">
        {t('invited.title')}
      </h2>
      {referrals.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <UserPlus className="size-6" aria-hidden="true" />
          </span>
          <p className="font-semibold text-slate-900">{t('invited.empty')}</p>
          <p className="max-w-sm text-sm text-slate-600">{t('invited.empty-text')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {referrals.map((referral) => {
            const name = referral.user.name.trim() || t('common:header.unknown-user');
            const formatted = formatNumber(referral.points);
            return (
              <li
                key={`${referral.user.id}-${referral.date}`}
                className="flex items-center gap-3 py-3"
              >
                <Avatar src={referral.user.photo} alt="" className="size-10" />
                <div className="min-w-0 flex-1">
                  <p dir="auto" className="truncate font-semibold text-slate-900 align-with-parent">
                    {name}
                  </p>
                  <p className="text-xs text-slate-500">
                    <time dateTime={referral.date}>
                      {t('invited.joined', { date: formatDate(referral.date) })}
                    </time>
                  </p>
                </div>
                <span className="shrink-0 rounded-full bg-emerald-100 px-2.5 py-1 text-sm font-bold text-emerald-800">
                  <span aria-hidden="true" dir="ltr">
                    {t('invited.earned', { formatted })}
                  </span>
                  <span className="sr-only">
                    {t('invited.earned-label', { count: referral.points, formatted })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && (
        <p className="text-sm text-slate-500">
          {t('invited.more', { count: more, formatted: formatNumber(more) })}
        </p>
      )}
    </section>
  );
}
