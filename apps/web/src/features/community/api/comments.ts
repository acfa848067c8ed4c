import type { Comment, CommentResponse } from '@souq/contract';
import { buildPath, communityEndpoints as endpoints } from '@souq/contract/endpoints';
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
    mutationFn: async (content: string) =>
      (
        await api.post<CommentResponse>(buildPath(endpoints.createComment.path, { postId }), {
          content: content.trim(),
        })
      ).data,
    onSuccess: () => refresh(),
    meta: { success: 'answer', failure: 'toast' },
  });
}

export function useReplyToComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: async ({ commentId, content }: { commentId: number; content: string }) =>
      (
        await api.post<CommentResponse>(buildPath(endpoints.createReply.path, { id: commentId }), {
          content: content.trim(),
        })
      ).data,
    onSuccess: () => refresh(),
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** PUT with JSON (seed §7); a failure is logged only (seed §8). */
export function useUpdateComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: async ({ commentId, content }: { commentId: number; content: string }) => {
      const response = await api.put<CommentResponse>(
        buildPath(endpoints.updateComment.path, { id: commentId }),
        { content: content.trim() },
        { json: true },
      );
      return response.data.data;
    },
    onSuccess: () => refresh(),
    onError: (error) => console.error('comment update failed', error),
  });
}

export function useDeleteComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: async (comment: Comment) =>
      (
        await api.delete<{ message?: string }>(
          buildPath(endpoints.deleteComment.path, { id: comment.id }),
        )
      ).data,
    onSuccess: () => refresh(),
    meta: { success: 'answer', fallback: 'common:feedback.deleted', failure: 'toast' },
  });
}
