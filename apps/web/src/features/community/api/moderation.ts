import type { BlockResponse, CreateReportBody, ReportResponse } from '@souq/contract';
import { buildPath, communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { communityKeys, removeCachedPosts } from './keys';

export function useReport() {
  return useMutation({
    mutationFn: async (body: CreateReportBody) =>
      (await api.post<ReportResponse>(endpoints.createReport.path, body)).data,
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** Blocks a user: their posts leave the feed at once, then the feed refetches. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) =>
      (await api.post<BlockResponse>(buildPath(endpoints.blockUser.path, { userId }), undefined))
        .data,
    onSuccess: async (_, userId) => {
      removeCachedPosts(queryClient, (post) => post.user.id === userId);
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
    meta: { success: 'answer', failure: 'toast' },
  });
}
