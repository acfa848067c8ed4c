import { buildPath, jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export async function withdrawApplication(id: number): Promise<{ message?: string } | undefined> {
  const response = await api.delete<{ message?: string }>(
    buildPath(endpoints.withdraw.path, { id }),
  );
  return response.data;
}

/** The applicant withdraws a waiting application; their list and the jobs refresh. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications() });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
    },
    meta: { success: 'answer', failure: 'toast' },
  });
}
