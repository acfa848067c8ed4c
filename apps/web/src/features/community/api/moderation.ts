import type { CreateReportBody } from '@souq/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createItem } from '../../../lib/api';
import { communityKeys, removeCachedPosts } from './keys';
import { pathOf, paths } from './paths';

export function useReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => createItem(paths.createReport, body),
  });
}

/** Blocks a user: their posts leave the feed at once, then the feed refetches. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => createItem(pathOf(paths.blockUser, { userId }), undefined),
    onSuccess: async (_, userId) => {
      removeCachedPosts(queryClient, (post) => post.user.id === userId);
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
