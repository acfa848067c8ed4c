import type { CreateReportBody } from '@souq/contract';
import { communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { communityKeys, removeCachedPosts } from './keys';

export function useReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) => api.call(endpoints.createReport, { body }),
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** Blocks a user: their posts leave the feed at once, then the feed refetches. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.call(endpoints.blockUser, { params: { userId } }),
    onSuccess: async (_, userId) => {
      removeCachedPosts(queryClient, (post) => post.user.id === userId);
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
    meta: { success: 'answer', failure: 'toast' },
  });
}
