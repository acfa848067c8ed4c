import type { Ad } from '@souq/contract';
import type { LucideIcon } from 'lucide-react';
import { Clock, Eye, MapPin, Package, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRelativeTime } from '../../../lib/format';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <dt className="flex items-center gap-3 text-xs text-slate-500">
        <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="truncate ps-8 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * Condition, category, place, age and views of an ad. The owner's page shows views among its
 * figures already (`showViews={false}`): once is enough.
 */
export function AdFacts({ ad, showViews = true }: { ad: Ad; showViews?: boolean }) {
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
      {showViews && <Fact icon={Eye} label={t('details.views')} value={formatNumber(ad.views)} />}
    </dl>
  );
}
