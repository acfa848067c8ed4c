import type { ChannelMessagesPage } from '@souq/contract';
import { buildPath, channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { channelKeys } from './keys';

export async function getChannelMessages(
  id: number,
  beforeId?: number,
): Promise<ChannelMessagesPage> {
  const response = await api.get<ChannelMessagesPage>(buildPath(endpoints.messages.path, { id }), {
    params: { before_id: beforeId },
  });
  return response.data;
}

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
