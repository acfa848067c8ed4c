import { webPaths } from '@souq/contract/web-paths';
import { Megaphone, Plus } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FilteredList } from '../../components/filtered-list';
import { Loader } from '../../components/loader';
import { Screen } from '../../components/screen';
import { useProfile } from '../../features/accounts/api/get-profile';
import { AdsGrid } from '../../features/ads/components/ads-grid';
import { type AdsSearch, activeFilterCount, SORTS } from '../../features/ads/lib/filters-url';
import { useAdsSearch } from '../../features/ads/lib/use-ads-search';
import {
  useCategories,
  useRegions,
  useSubCategories,
} from '../../features/catalog/api/get-catalog';
import { useListingTexts } from '../../lib/use-listing-texts';

// The filter panel (selects, price fields) is its own chunk: the cards come first.
const loadFilters = () => import('../../features/ads/components/ads-filters');
void loadFilters();
const AdsFiltersPanel = lazy(() => loadFilters().then((m) => ({ default: m.AdsFiltersPanel })));

export default function AdsRoute() {
  const { t } = useTranslation('ads');
  // Lists are the same for everyone: the viewer's own ads are told apart here (no heart).
  const viewerId = useProfile().data?.id ?? null;
  const searchId = useId();
  const { state, update, ads, country, category } = useAdsSearch();
  const { categories, subCategories, regions } = useFilterChoices(state, country?.id ?? null);
  const { labels, count } = useListingTexts('ads', ads.meta);
  const activeCount = activeFilterCount(state);

  const addButton = (
    <Button to={webPaths.addAd}>
      <Plus className="size-4" aria-hidden="true" />
      {t('list.add')}
    </Button>
  );

  return (
    <Screen title={t('list.title')} subtitle={t('list.subtitle')} actions={addButton}>
      <FilteredList
        search={state.search}
        onSearch={(search) => update({ search })}
        labels={labels}
        activeCount={activeCount}
        controls={
          <div className="flex-1 sm:w-52 sm:flex-none">
            <label htmlFor={`${searchId}-sort`} className="sr-only">
              {t('sort.label')}
            </label>
            <select
              id={`${searchId}-sort`}
              value={state.sort}
              onChange={(event) => update({ sort: event.target.value as AdsSearch['sort'] })}
              className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        }
        filters={
          <Suspense fallback={<Loader />}>
            <AdsFiltersPanel
              categories={categories}
              subCategories={subCategories}
              regions={regions}
              countryId={country?.id ?? null}
              countryName={country?.name}
              extraCategory={category}
              value={state}
              onChange={(next) => update(next)}
            />
          </Suspense>
        }
        count={count}
      >
        <AdsGrid
          ads={ads}
          viewerId={viewerId}
          columns="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 2xl:grid-cols-4"
          empty={
            <EmptyState
              icon={Megaphone}
              title={t('list.empty-title')}
              description={
                state.search || activeCount > 0
                  ? t('list.empty-filtered')
                  : t('list.empty-description')
              }
              action={<Button to={webPaths.addAd}>{t('list.add')}</Button>}
            />
          }
        />
      </FilteredList>
    </Screen>
  );
}

/** What the filter panel offers: top categories, the chosen one's children, the country's regions. */
function useFilterChoices(state: AdsSearch, countryId: number | null) {
  const categories = useCategories().data ?? [];
  const parent = categories.find((c) => c.id === state.categoryId);
  const subCategories = useSubCategories(parent?.children_count ? parent.id : null).data ?? [];
  const regions = useRegions(countryId).data ?? [];
  return { categories, subCategories, regions };
}
