import type { AdResponse } from '@souq/contract';
import { adsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createItem } from '../../../lib/api';
import { storeSavedAd } from './keys';

/**
 * Publishes an ad (multipart with its photos); success toast and sound come with `createItem`.
 * The saved ad is cached and the lists are refreshed.
 */
export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await createItem<AdResponse>(endpoints.create.path, form)).data,
    onSuccess: (ad) => storeSavedAd(queryClient, ad),
  });
}
