import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeSavedAd } from './keys';

/** Saves fields and photo changes of the owner's ad in one request. */
export function useUpdateAd(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.call(endpoints.update, { params: { id }, body: form }),
    onSuccess: ({ data }) => storeSavedAd(queryClient, data),
    meta: { success: 'answer', failure: 'toast' },
  });
}
