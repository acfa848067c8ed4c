import type { ReactionType } from '@souq/contract';
import { communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { withReaction } from '../lib/reactions';
import { communityKeys, findCachedPost, updateCachedPost } from './keys';

/**
 * Sets the caller's reaction to `next` (null clears it). The server toggles: sending the current
 * type clears it, another replaces it. The card changes at once and goes back on failure, which
 * is only logged (seed §8).
 */
export function useSetReaction(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      current,
      next,
    }: {
      current: ReactionType | null;
      next: ReactionType | null;
    }) => {
      const type = next ?? current;
      if (!type) return null;
      const response = await api.call(endpoints.toggleReaction, {
        params: { postId },
        body: { type },
      });
      return response.data;
    },
    onMutate: ({ next }) => {
      const before = findCachedPost(queryClient, postId);
      updateCachedPost(queryClient, postId, (post) => withReaction(post, next));
      return { before };
    },
    onSuccess: (answer) => {
      if (!answer) return;
      updateCachedPost(queryClient, postId, (post) => ({ ...post, ...answer }));
      void queryClient.invalidateQueries({ queryKey: communityKeys.postReactions(postId) });
    },
    onError: (error, _, context) => {
      console.error('reaction failed', error);
      const before = context?.before;
      if (before) updateCachedPost(queryClient, postId, () => before);
    },
  });
}
