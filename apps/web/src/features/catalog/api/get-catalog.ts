import type { Category, Country, catalogEndpoints, Region } from '@souq/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

type Paths = { [K in keyof typeof catalogEndpoints]: (typeof catalogEndpoints)[K]['path'] };

// The contract's paths, checked against it by type: importing its values would pull zod
// into this route's bundle.
const paths: Paths = {
  countries: '/shared/countries',
  regions: '/shared/regions/{countryId}',
  categories: '/categories',
};

// Reference data changes with a release only; the page reloads on a language switch.
const REFERENCE_STALE_MS = 60 * 60_000;

// The client itself, not the `lib/api` barrel: the category picker is among a visitor's first
// pages (bundle budget).
async function getData<T>(path: string, params?: Record<string, number>): Promise<T[]> {
  return (await api.get<{ data?: T[] }>(path, { params })).data?.data ?? [];
}

export const countriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'countries'],
    queryFn: () => getData<Country>(paths.countries),
    staleTime: REFERENCE_STALE_MS,
  });

export const regionsQuery = (countryId: number | null) =>
  queryOptions({
    queryKey: ['catalog', 'regions', countryId],
    queryFn: () => getData<Region>(paths.regions.replace('{countryId}', String(countryId ?? 0))),
    staleTime: REFERENCE_STALE_MS,
  });

/** The top-level categories (`parentId` null) or the children of `parentId`. */
export const categoriesQuery = (parentId: number | null) =>
  queryOptions({
    queryKey: parentId === null ? ['catalog', 'categories'] : ['catalog', 'categories', parentId],
    queryFn: () =>
      getData<Category>(paths.categories, parentId === null ? undefined : { parent_id: parentId }),
    staleTime: REFERENCE_STALE_MS,
  });

export const useCountries = () => useQuery(countriesQuery());

export const useRegions = (countryId: number | null) =>
  useQuery({ ...regionsQuery(countryId), enabled: countryId !== null });

export const useCategories = () => useQuery(categoriesQuery(null));

/** The sub-categories of `parentId` (none asked for while it is null). */
export const useSubCategories = (parentId: number | null) =>
  useQuery({ ...categoriesQuery(parentId), enabled: parentId !== null });
