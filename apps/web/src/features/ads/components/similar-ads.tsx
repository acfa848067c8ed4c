import type { Ad } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import { useSimilarAds } from '../api/get-similar-ads';
import { AdCard } from './ad-card';

/** Other active ads of the same category; nothing at all when there are none. */
export function SimilarAds({ ad }: { ad: Pick<Ad, 'id' | 'category'> }) {
  const { t } = useTranslation('ads');
  const similar = useSimilarAds(ad);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="mb-4 text-xl font-bold text-slate-900">
        {t('details.similar')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {similar.data.map((item) => (
          <li key={item.id}>
            <AdCard ad={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
