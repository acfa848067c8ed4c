import type { WishlistIds } from '@souq/contract';
import { wishlistEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { wishlistKeys } from './keys';

export async function getSavedIds(): Promise<WishlistIds> {
  const response = await api.call(endpoints.ids);
  return response.data;
}

/** The ids behind every heart and the header's count: one query for the whole app. */
export const savedIdsQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.ids(),
    queryFn: getSavedIds,
    staleTime: 5 * 60_000,
  });

export const useSavedIds = () => useQuery(savedIdsQueryOptions());
