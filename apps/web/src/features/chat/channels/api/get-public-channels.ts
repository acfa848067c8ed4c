import type { ChannelsPage } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { CHANNELS_PAGE } from '@souq/contract/limits';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { nextPageOf } from '../../../../lib/paging';
import { channelKeys } from './keys';

export const getPublicChannels = (page: number, search: string): Promise<ChannelsPage> =>
  api.call(endpoints.public, {
    query: { page, per_page: CHANNELS_PAGE, search: search || undefined },
  });

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
