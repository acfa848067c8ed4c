import type { ReactionRecord } from '@souq/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ReactionFilter } from '../lib/reactions';
import { communityKeys } from './keys';
import { pathOf, paths } from './paths';

export async function getReactions(
  postId: number,
  type: ReactionFilter,
): Promise<ReactionRecord[]> {
  const response = await api.get<{ data: ReactionRecord[] }>(
    pathOf(paths.postReactions, { postId }),
    { params: type === 'all' ? {} : { type } },
  );
  return response.data.data ?? [];
}

/** Who reacted to a post, for one type or all; not retried (the modal offers Retry). */
export const useReactions = (postId: number, type: ReactionFilter, enabled = true) =>
  useQuery({
    queryKey: communityKeys.reactions(postId, type),
    queryFn: () => getReactions(postId, type),
    enabled,
    retry: false,
  });
