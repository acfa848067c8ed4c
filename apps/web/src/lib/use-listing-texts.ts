import type { CappedPageMeta } from '@souq/contract';
import { useTranslation } from 'react-i18next';
import type { FilteredListLabels } from '../components/filtered-list';
import { formatNumber } from './format';

/** The listing pages whose namespace has the same `list.*` and `filters.*` keys. */
type ListingNamespace = 'ads' | 'jobs';

/**
 * A listing page's search and filter labels and its count ("120 ads", or "More than 1,000 ads"
 * when the total is capped), in the page's own namespace: the ads and jobs pages word them
 * differently under the same keys.
 */
export function useListingTexts(
  ns: ListingNamespace,
  meta: CappedPageMeta | undefined,
): { labels: FilteredListLabels; count: string } {
  const { t } = useTranslation(ns);
  const labels = {
    search: t('list.search-label'),
    searchPlaceholder: t('list.search-placeholder'),
    searchSubmit: t('list.search'),
    filters: t('filters.title'),
    closeFilters: t('filters.close'),
  };
  if (!meta) return { labels, count: '' };
  const count = meta.total_capped
    ? t('list.count-capped', { count: formatNumber(meta.total) })
    : t('list.count', { count: meta.total, formatted: formatNumber(meta.total) });
  return { labels, count };
}
