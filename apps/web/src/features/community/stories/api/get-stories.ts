import { storiesEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { storiesKeys } from './keys';

export async function getStories() {
  const response = await api.call(endpoints.list);
  return response.data;
}

/** Live stories (the last 24 hours) by author: the caller's first, then unseen, then seen. */
export const storiesQueryOptions = () =>
  queryOptions({ queryKey: storiesKeys.tray(), queryFn: getStories, staleTime: 30_000 });

export const useStories = () => useQuery(storiesQueryOptions());
