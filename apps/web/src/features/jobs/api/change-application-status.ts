import type { Application, ApplicationResponse, ApplicationStatus } from '@souq/contract';
import { buildPath, jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { jobsKeys } from './keys';

export async function changeApplicationStatus({
  id,
  status,
}: {
  id: number;
  status: ApplicationStatus;
}): Promise<ApplicationResponse> {
  const response = await api.post<ApplicationResponse>(
    buildPath(endpoints.applicationStatus.path, { id }),
    { status },
    { json: true },
  );
  return response.data;
}

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
