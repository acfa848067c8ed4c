import type { ReactionRecord } from '@souq/contract';
import { communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ReactionFilter } from '../lib/reactions';
import { communityKeys } from './keys';

export async function getReactions(
  postId: number,
  type: ReactionFilter,
): Promise<ReactionRecord[]> {
  const response = await api.call(endpoints.postReactions, {
    params: { postId },
    query: type === 'all' ? {} : { type },
  });
  return response.data ?? [];
}

/** Who reacted to a post, for one type or all; not retried (the modal offers Retry). */
export const useReactions = (postId: number, type: ReactionFilter, enabled = true) =>
  useQuery({
    queryKey: communityKeys.reactions(postId, type),
    queryFn: () => getReactions(postId, type),
    enabled,
    retry: false,
  });
