import type { Ad } from '@souq/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type RelatedBy, useRelatedAds } from '../api/get-related-ads';
import { AdCard } from './ad-card';

/**
 * Other active ads of the same category ("similar ads") or of the same seller ("more from this
 * seller"); nothing at all when there are none.
 */
export function RelatedAds({
  ad,
  by,
  viewerId,
}: {
  ad: Pick<Ad, 'id' | 'category' | 'user'>;
  by: RelatedBy;
  /** The signed-in viewer, whose own ads carry no heart. */
  viewerId?: number | null;
}) {
  const { t } = useTranslation('ads');
  const headingId = useId();
  const related = useRelatedAds(ad, by);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-slate-900">
        {by === 'category'
          ? t('details.similar')
          : t('details.more-from-seller', { name: ad.user.name })}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {related.data.map((item) => (
          <li key={item.id}>
            <AdCard ad={item} viewerId={viewerId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
