import type { ReportResponse } from '@souq/contract';
import { communityEndpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { createItem } from '../../../lib/api';

/** Reports an ad to the moderators (POST /reports, target `ad`); one report per person and ad. */
export async function reportAd(id: number, reason: string): Promise<ReportResponse> {
  return createItem<ReportResponse>(communityEndpoints.createReport.path, {
    target_type: 'ad',
    target_id: id,
    reason,
  });
}

/** The report dialog's submit: the success toast and the errors come from the request helper. */
export const useReportAd = (id: number) =>
  useMutation({ mutationFn: (reason: string) => reportAd(id, reason) });
