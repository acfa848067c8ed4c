import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { storeSavedAd } from './keys';

/**
 * Publishes an ad (multipart with its photos), with the server's message and the success sound;
 * a failure is toasted too. The saved ad is cached and the lists are refreshed.
 */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.call(endpoints.create, { body: form }),
    onSuccess: ({ data }) => storeSavedAd(queryClient, data),
    meta: { success: 'answer', failure: 'toast' },
  });
}
