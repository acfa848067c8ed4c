import type { ChannelMessagesPage } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { channelKeys } from './keys';

export const getChannelMessages = (id: number, beforeId?: number): Promise<ChannelMessagesPage> =>
  api.call(endpoints.messages, { params: { id }, query: { before_id: beforeId } });

/** A channel's messages, newest page first; older pages by keyset on `before_id`. */
export const useChannelMessages = (id: number | null, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: channelKeys.messages(id ?? 0),
    queryFn: ({ pageParam }) => getChannelMessages(id!, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.meta.next_before_id ?? undefined,
    enabled: enabled && id !== null && id > 0,
    retry: false,
  });
