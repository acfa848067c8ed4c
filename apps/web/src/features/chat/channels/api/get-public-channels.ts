import type { ChannelsPage } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { CHANNELS_PAGE } from '@souq/contract/limits';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { nextPageOf } from '../../../../lib/paging';
import { channelKeys } from './keys';

export async function getPublicChannels(page: number, search: string): Promise<ChannelsPage> {
  const response = await api.get<ChannelsPage>(endpoints.public.path, {
    params: { page, per_page: CHANNELS_PAGE, search: search || undefined },
  });
  return response.data;
}

/** The directory: public channels (most members first), searched by name. */
export const usePublicChannels = (search: string, enabled = true) =>
  useInfiniteQuery({
    queryKey: channelKeys.directory(search),
    queryFn: ({ pageParam }) => getPublicChannels(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
    placeholderData: keepPreviousData,
    enabled,
  });
