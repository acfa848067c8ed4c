import type { Message } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export const withdrawApplication = (id: number): Promise<Message> =>
  api.call(endpoints.withdraw, { params: { id } });

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
