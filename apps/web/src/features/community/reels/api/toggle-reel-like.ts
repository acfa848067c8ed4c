import type { Reel } from '@souq/contract';
import { reelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { reelsKeys, updateCachedReel } from './keys';

const flipped = (reel: Reel): Reel => {
  const liked = reel.userReaction !== null;
  return {
    ...reel,
    userReaction: liked ? null : 'love',
    reactionsCount: Math.max(0, reel.reactionsCount + (liked ? -1 : 1)),
  };
};

/**
 * The reel's like (seed §4): the liked state flips at once, a `love` reaction is posted (the
 * server toggles it), reactions refetch on success, and the state flips back on failure.
 */
export function useToggleReelLike(reel: Reel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await api.call(endpoints.toggleReaction, {
        params: { id: reel.id },
        body: { type: 'love' },
      });
      return response.data;
    },
    onMutate: () => {
      updateCachedReel(queryClient, reel.id, flipped);
      return { before: reel };
    },
    onSuccess: (answer) => {
      updateCachedReel(queryClient, reel.id, (current) => ({ ...current, ...answer }));
      void queryClient.invalidateQueries({ queryKey: reelsKeys.reactions(reel.id) });
    },
    onError: (error, _, context) => {
      console.error('reel like failed', error);
      const before = context?.before;
      if (before)
        updateCachedReel(queryClient, reel.id, (current) => ({
          ...current,
          userReaction: before.userReaction,
          reactionsCount: before.reactionsCount,
        }));
    },
  });
}
