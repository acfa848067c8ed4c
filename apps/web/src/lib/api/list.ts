import type { PageMeta } from '@souq/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectionStore } from '../stores/selection-store';
import { type ApiClient, api } from './client';
import { getErrorMessage } from './errors';

export interface ListParams {
  page?: number;
  paginate?: boolean;
  search?: string;
  countryId?: number | null;
  regionId?: number | null;
  categoryId?: number | null;
}

export interface ListResult<T> {
  data: T[];
  meta?: PageMeta;
}

/** The query string of the seed's generic list fetch (§7 last row). */
export function buildListQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.paginate) query.paginate = 'true';
  if (params.page) query.page = params.page;
  if (params.search?.trim()) query['contains[name]'] = params.search.trim();
  if (params.countryId) query.country_id = params.countryId;
  if (params.regionId) query.region_id = params.regionId;
  if (params.categoryId) query.category_id = params.categoryId;
  return query;
}

export async function fetchList<T>(
  path: string,
  params: ListParams = {},
  client: ApiClient = api,
): Promise<ListResult<T>> {
  const response = await client.get<ListResult<T>>(path, { params: buildListQuery(params) });
  return response.data;
}

/**
 * A list on `path` filtered by the persisted selection. Failure gives `errorMessage` (the
 * response message, else the network error message, else "Unknown error") and is not retried.
 */
export function useList<T>(
  area: string,
  path: string,
  params: Omit<ListParams, 'countryId' | 'regionId' | 'categoryId'> = {},
) {
  const countryId = useSelectionStore((s) => s.selectedCountry?.id ?? null);
  const regionId = useSelectionStore((s) => s.selectedGovernorate?.id ?? null);
  const categoryId = useSelectionStore((s) => s.selectedCategory?.id ?? null);
  const full: ListParams = { ...params, countryId, regionId, categoryId };
  const query = useQuery({
    queryKey: [area, 'list', path, full],
    queryFn: () => fetchList<T>(path, full),
    retry: false,
    placeholderData: keepPreviousData,
  });
  return { ...query, errorMessage: query.error ? getErrorMessage(query.error) : null };
}
