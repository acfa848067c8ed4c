import type { BlockResponse, CreateReportBody, ReportResponse } from '@souq/contract';
import { buildPath, communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createItem } from '../../../lib/api';
import { communityKeys, removeCachedPosts } from './keys';

export function useReport() {
  return useMutation({
    mutationFn: (body: CreateReportBody) =>
      createItem<ReportResponse>(endpoints.createReport.path, body),
  });
}

/** Blocks a user: their posts leave the feed at once, then the feed refetches. */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      createItem<BlockResponse>(buildPath(endpoints.blockUser.path, { userId }), undefined),
    onSuccess: async (_, userId) => {
      removeCachedPosts(queryClient, (post) => post.user.id === userId);
      await queryClient.invalidateQueries({ queryKey: communityKeys.all });
    },
  });
}
