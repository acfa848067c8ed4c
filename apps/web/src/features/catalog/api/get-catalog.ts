import type { Category, Country, catalogEndpoints, Region } from '@souq/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Paths = { [K in keyof typeof catalogEndpoints]: (typeof catalogEndpoints)[K]['path'] };

// The contract's paths, checked against it by type: importing its values would pull zod
// into this route's bundle.
const paths: Paths = {
  countries: '/shared/countries',
  regions: '/shared/regions/{countryId}',
  categories: '/categories',
};

async function getData<T>(path: string, params?: Record<string, unknown>): Promise<T[]> {
  const response = await api.get<{ data: T[] }>(path, { params });
  return response.data.data ?? [];
}

export const useCountries = () =>
  useQuery({
    queryKey: ['catalog', 'countries'],
    queryFn: () => getData<Country>(paths.countries),
    staleTime: 60 * 60_000,
  });

export const useRegions = (countryId: number | null) =>
  useQuery({
    queryKey: ['catalog', 'regions', countryId],
    queryFn: () => getData<Region>(paths.regions.replace('{countryId}', String(countryId ?? 0))),
    enabled: countryId !== null,
    staleTime: 60 * 60_000,
  });

export const useCategories = () =>
  useQuery({
    queryKey: ['catalog', 'categories'],
    queryFn: () => getData<Category>(paths.categories),
    staleTime: 60 * 60_000,
  });

/** The sub-categories of `parentId` (none asked for while it is null). */
export const useSubCategories = (parentId: number | null) =>
  useQuery({
    queryKey: ['catalog', 'categories', parentId],
    queryFn: () => getData<Category>(paths.categories, { parent_id: parentId }),
    enabled: parentId !== null,
    staleTime: 60 * 60_000,
  });
