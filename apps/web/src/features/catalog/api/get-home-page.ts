import { homeEndpoints } from '@souq/contract/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { buildListQuery } from '../../../lib/api/list-query';
import { useSelectionStore } from '../../../lib/stores/selection-store';
import { catalogKeys } from './keys';

export interface HomeSelection {
  countryId: number | null;
  regionId: number | null;
  categoryId: number | null;
}

/** The same ids as every list sends (seed §7), from the persisted selection. */
export const getHomePage = async (selection: HomeSelection) =>
  (await api.call(homeEndpoints.homePage, { query: buildListQuery(selection) })).data;

/** The home blocks for the persisted selection, in `language`. */
export function useHomePage(language: string) {
  const countryId = useSelectionStore((s) => s.selectedCountry?.id ?? null);
  const regionId = useSelectionStore((s) => s.selectedGovernorate?.id ?? null);
  const categoryId = useSelectionStore((s) => s.selectedCategory?.id ?? null);
  const selection = { countryId, regionId, categoryId };
  return useQuery({
    queryKey: catalogKeys.homePage(selection, language),
    queryFn: () => getHomePage(selection),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
