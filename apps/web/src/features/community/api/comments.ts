import type { Comment } from '@souq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, createItem, deleteItem } from '../../../lib/api';
import { communityKeys, updateCachedPost } from './keys';
import { pathOf, paths } from './paths';

export async function getComments(postId: number): Promise<Comment[]> {
  const response = await api.get<{ data: Comment[] }>(pathOf(paths.postComments, { postId }));
  return response.data.data ?? [];
}

/** The post's top-level comments with their nested replies. */
export const useComments = (postId: number, enabled = true) =>
  useQuery({
    queryKey: communityKeys.comments(postId),
    queryFn: () => getComments(postId),
    enabled,
    retry: false,
  });

/** Comments refetch (and the card's count follows) after any change. */
function useRefresh(postId: number) {
  const queryClient = useQueryClient();
  return async (countDelta = 0) => {
    if (countDelta) {
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        commentsCount: Math.max(0, post.commentsCount + countDelta),
      }));
    }
    await queryClient.invalidateQueries({ queryKey: communityKeys.comments(postId) });
  };
}

export function useCreateComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: (content: string) =>
      createItem<{ data: Comment }>(pathOf(paths.createComment, { postId }), {
        content: content.trim(),
      }),
    onSuccess: () => refresh(1),
  });
}

export function useReplyToComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) =>
      createItem<{ data: Comment }>(pathOf(paths.createReply, { id: commentId }), {
        content: content.trim(),
      }),
    onSuccess: () => refresh(1),
  });
}

/** PUT with JSON (seed §7); a failure is logged only (seed §8). */
export function useUpdateComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: async ({ commentId, content }: { commentId: number; content: string }) => {
      const response = await api.put<{ data: Comment }>(
        pathOf(paths.updateComment, { id: commentId }),
        { content: content.trim() },
        { headers: { 'Content-Type': 'application/json' } },
      );
      return response.data.data;
    },
    onSuccess: () => refresh(),
    onError: (error) => console.error('comment update failed', error),
  });
}

const countTree = (comment: Comment): number =>
  1 + comment.replies.reduce((sum, reply) => sum + countTree(reply), 0);

export function useDeleteComment(postId: number) {
  const refresh = useRefresh(postId);
  return useMutation({
    mutationFn: (comment: Comment) => deleteItem(pathOf(paths.deleteComment, { id: comment.id })),
    // Its replies go with it.
    onSuccess: (_, comment) => refresh(-countTree(comment)),
  });
}
