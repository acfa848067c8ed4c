import type { ApplicationResponse } from '@souq/contract';
import { jobsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/api/files';
import { jobsKeys } from './keys';

export interface ApplyInput {
  jobId: number;
  coverLetter: string;
  cv: File;
  /** How much of the CV has been sent, 0..1. */
  onProgress: (fraction: number) => void;
}

export function applyToJob({
  jobId,
  coverLetter,
  cv,
  onProgress,
}: ApplyInput): Promise<ApplicationResponse> {
  const form = new FormData();
  form.append('cover_letter', coverLetter);
  form.append('cv', cv);
  return uploadWithProgress(endpoints.apply, { params: { id: jobId }, body: form }, onProgress);
}

/** Applies with a cover letter and a CV; the job (its "applied" state) and my list refresh. */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (_answer, { jobId }) => {
      void queryClient.invalidateQueries({ queryKey: jobsKeys.detail(jobId) });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.myApplications() });
    },
    // Refusals show beside the fields (the form's own), with the error sound.
    meta: { success: 'answer', failure: 'sound' },
  });
}
