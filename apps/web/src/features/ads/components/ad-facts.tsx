import type { Ad } from '@souq/contract';
import type { LucideIcon } from 'lucide-react';
import { Clock, Eye, MapPin, Package, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRelativeTime } from '../../../lib/format';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0">
        <dt className="text-xs text-slate-500">{label}</dt>
        <dd className="truncate font-semibold text-slate-900">{value}</dd>
      </div>
    </div>
  );
}

/** Condition, category, place, age and views of an ad. */
export function AdFacts({ ad }: { ad: Ad }) {
  const { t } = useTranslation('ads');
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <Fact icon={Package} label={t('details.condition')} value={t(`condition.${ad.condition}`)} />
      <Fact icon={Tag} label={t('details.category')} value={ad.category.name} />
      <Fact
        icon={MapPin}
        label={t('details.region')}
        value={t('details.place', { region: ad.region.name, country: ad.country.name })}
      />
      <Fact icon={Clock} label={t('details.posted')} value={formatRelativeTime(ad.created_at)} />
      <Fact icon={Eye} label={t('details.views')} value={formatNumber(ad.views)} />
    </dl>
  );
}
