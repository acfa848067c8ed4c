import type { ReelCommentsPage } from '@souq/contract';
import { reelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { REEL_PANEL_COMMENTS } from '@souq/contract/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { reelsKeys, updateCachedReel } from './keys';

export const getReelComments = (id: number): Promise<ReelCommentsPage> =>
  api.call(endpoints.comments, {
    params: { id },
    query: { page: 1, per_page: REEL_PANEL_COMMENTS },
  });

/** A reel's comments, oldest first; fetched while its panel is open (and again on each open). */
export const useReelComments = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: reelsKeys.comments(id),
    queryFn: () => getReelComments(id),
    enabled,
    refetchOnMount: 'always',
  });

/** Posts a comment; the list refetches and the reel's count follows. */
export function useAddReelComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => {
      const response = await api.call(endpoints.createComment, {
        params: { id },
        body: { content },
        json: true,
      });
      return response.data;
    },
    onSuccess: () => {
      updateCachedReel(queryClient, id, (reel) => ({
        ...reel,
        commentsCount: reel.commentsCount + 1,
      }));
      void queryClient.invalidateQueries({ queryKey: reelsKeys.comments(id) });
    },
  });
}
