import type { AdCondition, AdSort } from '@souq/contract';
import { AD_CONDITIONS, AD_SORTS } from '@souq/contract/limits';
import type { FilterValues } from '../components/ads-filters';

export const SORTS: readonly AdSort[] = AD_SORTS;

export interface AdsSearch extends FilterValues {
  search: string;
  sort: AdSort;
}

interface Defaults {
  categoryId: number | null;
  regionId: number | null;
}

const idParam = (params: URLSearchParams, key: string, fallback: number | null) => {
  // Absent: the stored selection's value. Present but empty: "any" (cleared on purpose).
  if (!params.has(key)) return fallback;
  const id = Number(params.get(key));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The list's state from the address, the stored selection filling what the address omits. */
export function readAdsSearch(params: URLSearchParams, defaults: Defaults): AdsSearch {
  const sort = params.get('sort') as AdSort | null;
  const condition = params.get('condition');
  return {
    search: params.get('q') ?? '',
    sort: sort && SORTS.includes(sort) ? sort : 'newest',
    categoryId: idParam(params, 'category', defaults.categoryId),
    subCategoryId: idParam(params, 'sub', null),
    regionId: idParam(params, 'region', defaults.regionId),
    priceMin: params.get('min') ?? '',
    priceMax: params.get('max') ?? '',
    condition: (AD_CONDITIONS as readonly string[]).includes(condition ?? '')
      ? (condition as AdCondition)
      : '',
  };
}

/** The address for `state`; category and region are always written so a cleared one stays so. */
export function writeAdsSearch(state: AdsSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search.trim());
  if (state.sort !== 'newest') params.set('sort', state.sort);
  params.set('category', state.categoryId ? String(state.categoryId) : '');
  if (state.subCategoryId) params.set('sub', String(state.subCategoryId));
  params.set('region', state.regionId ? String(state.regionId) : '');
  if (state.priceMin) params.set('min', state.priceMin);
  if (state.priceMax) params.set('max', state.priceMax);
  if (state.condition) params.set('condition', state.condition);
  return params;
}

/** How many filters differ from none (the badge on the mobile "Filters" button). */
export const activeFilterCount = (state: FilterValues) =>
  [state.categoryId, state.regionId, state.priceMin, state.priceMax, state.condition].filter(
    Boolean,
  ).length;
