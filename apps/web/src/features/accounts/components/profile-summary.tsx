import type { Account } from '@souq/contract';
import { BadgeCheck, CalendarDays, Mail, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';

/** The account's card above the tabs: picture, name, company badge, e-mail, points. */
export function ProfileSummary({ account }: { account: Account }) {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const name = account.name.trim() || t('common:header.unknown-user');
  const isCompany = account.type === 'company';
  // A company without an avatar of its own is pictured by its logo (the API answers it as image).
  const logoOnly =
    isCompany && Boolean(account.logo) && (!account.image || account.image === account.logo);
  const logoAlt = t('profile.logo-of', { name: account.company_name || name });
  const since = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(
    new Date(account.created_at),
  );
  return (
    <div className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
      <div className="relative shrink-0 self-center sm:self-auto">
        {logoOnly ? (
          <img
            src={account.logo!}
            alt={logoAlt}
            className="size-24 rounded-2xl border border-slate-200 bg-white object-cover"
          />
        ) : (
          <Avatar src={account.image ?? account.photo} alt={name} className="size-24" />
        )}
        {isCompany && account.logo && !logoOnly && (
          <img
            src={account.logo}
            alt={logoAlt}
            className="absolute -bottom-1 -end-1 size-10 rounded-xl border-2 border-white bg-white object-cover shadow"
          />
        )}
      </div>
      <div className="min-w-0 flex-1 text-center sm:text-start">
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          <h2 className="min-w-0 max-w-full truncate text-xl font-bold text-slate-900">{name}</h2>
          {isCompany && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {t('profile.company-badge')}
            </span>
          )}
        </div>
        {isCompany && account.company_name && (
          <p className="mt-1 font-medium text-slate-700">{account.company_name}</p>
        )}
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-slate-600 sm:justify-start">
          <li className="flex min-w-0 max-w-full items-center gap-1.5">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {/* A long address breaks anywhere rather than widen a phone's page. */}
            <bdi dir="ltr" className="min-w-0 break-all">
              {account.email}
            </bdi>
          </li>
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('profile.member-since', { date: since })}
          </li>
          <li className="flex items-center gap-1.5">
            <Star className="size-4" aria-hidden="true" />
            {t('profile.points', { count: account.points })}
          </li>
        </ul>
      </div>
    </div>
  );
}
