import type { Ad } from '@souq/contract';
import { BadgeCheck, Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { formatDate } from '../../../lib/format';

/** Who sells: photo (default when missing or broken), name, member since, company badge. */
export function SellerCard({ seller }: { seller: Ad['user'] }) {
  const { t } = useTranslation(['ads', 'common']);
  const name = seller.name || t('common:header.unknown-user');
  return (
    <section
      aria-labelledby="seller-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="seller-heading" className="mb-4 text-sm font-semibold text-slate-500">
        {t('seller.title')}
      </h2>
      <div className="flex items-center gap-4">
        <Avatar src={seller.photo} alt={name} className="size-14" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
            <span className="truncate">{name}</span>
            {seller.type === 'company' && (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                <Building2 className="size-3.5" aria-hidden="true" />
                {t('seller.company')}
              </span>
            )}
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <BadgeCheck className="size-4 text-brand-600" aria-hidden="true" />
            {t('seller.member-since', { date: formatDate(seller.member_since) })}
          </p>
        </div>
      </div>
    </section>
  );
}
