import type { Application, ApplicationResponse, ApplicationStatus } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export const changeApplicationStatus = ({
  id,
  status,
}: {
  id: number;
  status: ApplicationStatus;
}): Promise<ApplicationResponse> =>
  api.call(endpoints.applicationStatus, { params: { id }, body: { status }, json: true });

/** The owner marks an applicant; the job's applicant list shows the answer at once, with its toast. */
export function useChangeApplicationStatus(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSuccess: ({ data }: ApplicationResponse) => {
      queryClient.setQueryData(
        jobsKeys.applications(jobId),
        (old: { pages: Array<{ data: Application[] }> } | undefined) =>
          old && {
            ...old,
            pages: old.pages.map((page) => ({
              ...page,
              data: page.data.map((a) => (a.id === data.id ? data : a)),
            })),
          },
      );
    },
    meta: { success: 'answer', failure: 'toast' },
  });
}
