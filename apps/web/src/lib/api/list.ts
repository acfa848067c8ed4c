import type { PageMeta } from '@souq/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectionStore } from '../stores/selection-store';
import { type ApiClient, api } from './client';
import { getErrorMessage } from './errors';
import { buildListQuery, type ListParams } from './list-query';

export { buildListQuery, type ListParams };

export interface ListResult<T> {
  data: T[];
  meta?: PageMeta;
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
