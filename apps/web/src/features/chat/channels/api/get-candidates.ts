import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { channelKeys } from './keys';

export async function getCandidates(id: number, search: string) {
  const response = await api.call(endpoints.candidates, {
    params: { id },
    query: { search: search || undefined },
  });
  return response.data;
}

/** People an admin may add: from their conversations and friends, searched by name. */
export const useCandidates = (id: number, search: string, enabled: boolean) =>
  useQuery({
    queryKey: channelKeys.candidates(id, search),
    queryFn: () => getCandidates(id, search),
    enabled,
    placeholderData: keepPreviousData,
  });
