import type { Comment } from '@souq/contract';
import { communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getPost } from './get-posts';
import { communityKeys, updateCachedPost } from './keys';

export async function getComments(postId: number): Promise<Comment[]> {
  const response = await api.call(endpoints.postComments, { params: { postId } });
  return response.data ?? [];
}

/** The post's top-level comments with their nested replies. */
export const useComments = (postId: number, enabled = true) =>
  useQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: () => getComments(postId),
    enabled,
    retry: false,
  });

/**
 * Comments refetch after any change, and the card's count is read again from the server (a
 * local +1 would count twice when the realtime event arrives first).
 */
function useRefresh(postId: number) {
  const queryClient = useQueryClient();
  return async () => {
    const [post] = await Promise.all([
      getPost(postId).catch(() => null),
      queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) }),
    ]);
    if (post) {
      updateCachedPost(queryClient, postId, (cached) => ({
        ...cached,
        commentsCount: post.commentsCount,
      }));
    }
  };
}

export function useCreateComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: (content: string) =>
      api.call(endpoints.createComment, {
        params: { postId },
        body: { content: content.trim() },
      }),
    onSuccess: () => refresh(),
    meta: { success: 'answer', failure: 'toast' },
  });
}

export function useReplyToComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) =>
      api.call(endpoints.createReply, {
        params: { id: commentId },
        body: { content: content.trim() },
      }),
    onSuccess: () => refresh(),
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** PUT with JSON (seed §7); a failure is logged only (seed §8). */
export function useUpdateComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: async ({ commentId, content }: { commentId: number; content: string }) => {
      const response = await api.call(endpoints.updateComment, {
        params: { id: commentId },
        body: { content: content.trim() },
        json: true,
      });
      return response.data;
    },
    onSuccess: () => refresh(),
    onError: (error) => console.error('comment update failed', error),
  });
}

export function useDeleteComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: (comment: Comment) =>
      api.call(endpoints.deleteComment, { params: { id: comment.id } }),
    onSuccess: () => refresh(),
    meta: { success: 'answer', fallback: 'common:feedback.deleted', failure: 'toast' },
  });
}
