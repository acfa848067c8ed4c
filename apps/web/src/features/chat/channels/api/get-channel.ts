import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { channelKeys } from './keys';

export async function getChannel(id: number) {
  const response = await api.call(endpoints.details, { params: { id } });
  return response.data;
}

/** A channel: its members and roles for a member, its summary for anyone else. */
export const useChannel = (id: number | null) =>
  useQuery({
    queryKey: channelKeys.details(id ?? 0),
    queryFn: () => getChannel(id!),
    enabled: id !== null && id > 0,
    retry: false,
  });
