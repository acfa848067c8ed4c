import type { Category, Country, Region } from '@souq/contract';

/**
 * Where categories, countries and regions come from: the catalogue's query hooks, given by the
 * route (features don't import each other), or fakes in tests.
 */
export interface CatalogSource {
  useCategories: () => { data?: Category[]; isPending: boolean; isError: boolean };
  useSubCategories: (parentId: number | null) => { data?: Category[]; isFetching: boolean };
  useCountries: () => { data?: Country[]; isPending: boolean; isError: boolean };
  useRegions: (countryId: number | null) => { data?: Region[]; isFetching: boolean };
}
