import type { ReportResponse } from '@souq/contract';
import { communityEndpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Reports an ad to the moderators (POST /reports, target `ad`); one report per person and ad. */
export async function reportAd(id: number, reason: string): Promise<ReportResponse> {
  return api.call(communityEndpoints.createReport, {
    body: { target_type: 'ad', target_id: id, reason },
  });
}

/** The report dialog's submit, with the server's message, or the failure, as a toast. */
export const useReportAd = (id: number) =>
  useMutation({
    mutationFn: (reason: string) => reportAd(id, reason),
    meta: { success: 'answer', failure: 'toast' },
  });
