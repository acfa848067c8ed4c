import type { ChannelsPage } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { CHANNELS_PAGE } from '@souq/contract/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { nextPageOf } from '../../../../lib/paging';
import { channelKeys } from './keys';

export const getMyChannels = (page: number): Promise<ChannelsPage> =>
  api.call(endpoints.mine, { query: { page, per_page: CHANNELS_PAGE } });

/** The caller's channels with unread counts, newest activity first, a page at a time. */
export const useMyChannels = () =>
  useInfiniteQuery({
    queryKey: channelKeys.mine(),
    queryFn: ({ pageParam }) => getMyChannels(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.meta),
  });
