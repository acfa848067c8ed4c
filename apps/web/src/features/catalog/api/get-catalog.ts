import { catalogEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { catalogKeys } from './keys';

// Reference data changes with a release only; the page reloads on a language switch.
const REFERENCE_STALE_MS = 60 * 60_000;

// The client itself, not the `lib/api` barrel: the category picker is among a visitor's first
// pages (bundle budget).
// An answer without its list (an older server) reads as an empty one.
const listOf = <T>(answer: { data?: T[] } | undefined): T[] => answer?.data ?? [];

export const countriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.countries(),
    queryFn: async () => listOf(await api.call(endpoints.countries)),
    staleTime: REFERENCE_STALE_MS,
  });

export const regionsQuery = (countryId: number | null) =>
  queryOptions({
    queryKey: catalogKeys.regions(countryId),
    queryFn: async () =>
      listOf(await api.call(endpoints.regions, { params: { countryId: countryId ?? 0 } })),
    staleTime: REFERENCE_STALE_MS,
    // Kept while unused too: a form showing an earlier country reads its list from the cache.
    gcTime: REFERENCE_STALE_MS,
  });

/** The top-level categories (`parentId` null) or the children of `parentId`. */
export const categoriesQuery = (parentId: number | null) =>
  queryOptions({
    queryKey: catalogKeys.categories(parentId),
    queryFn: async () =>
      listOf(
        await api.call(endpoints.categories, {
          query: parentId === null ? undefined : { parent_id: parentId },
        }),
      ),
    staleTime: REFERENCE_STALE_MS,
  });

export const useCountries = () => useQuery(countriesQuery());

export const useRegions = (countryId: number | null) =>
  useQuery({ ...regionsQuery(countryId), enabled: countryId !== null });

export const useCategories = () => useQuery(categoriesQuery(null));

/** The sub-categories of `parentId` (none asked for while it is null). */
export const useSubCategories = (parentId: number | null) =>
  useQuery({ ...categoriesQuery(parentId), enabled: parentId !== null });
