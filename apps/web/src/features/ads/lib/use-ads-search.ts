import { useSearchParams } from 'react-router';
import { useSelectionStore } from '../../../lib/stores/selection-store';
import { type AdsFilters, useAds } from '../api/get-ads';
import { type AdsSearch, readAdsSearch, writeAdsSearch } from './filters-url';

/**
 * The ads list's search as the address keeps it (over the stored selection) and the page of ads
 * it finds.
 */
export function useAdsSearch() {
  const [params, setParams] = useSearchParams();
  const country = useSelectionStore((s) => s.selectedCountry);
  const governorate = useSelectionStore((s) => s.selectedGovernorate);
  const category = useSelectionStore((s) => s.selectedCategory);
  const state = readAdsSearch(params, {
    categoryId: category?.id ?? null,
    regionId: governorate?.id ?? null,
  });

  const update = (next: Partial<AdsSearch>) =>
    setParams(writeAdsSearch({ ...state, ...next }), { replace: true });

  // The stored selection's country, region and category, as the seed's generic list GET sends.
  const filters: AdsFilters = {
    search: state.search,
    countryId: country?.id ?? null,
    regionId: state.regionId,
    categoryId: state.subCategoryId ?? state.categoryId,
    priceMin: state.priceMin,
    priceMax: state.priceMax,
    condition: state.condition,
    sort: state.sort,
  };
  const ads = useAds(filters);
  return { state, update, ads, country, category };
}
