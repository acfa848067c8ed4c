import type { UpdateCommunityProfileBodyInput } from '@souq/contract';
import { friendsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { profilesKeys } from './keys';

/**
 * The owner saves their bio and about (work, education, places lived, contact info): "Saved", or
 * the failure's message, as a toast without a sound.
 */
export function useUpdateAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateCommunityProfileBodyInput) =>
      api.call(endpoints.updateProfile, { body: values, json: true }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(profilesKeys.profile(data.user.id), data);
    },
    meta: { success: 'profiles:about.saved', quiet: true, failure: 'message' },
  });
}

/** The owner changes their cover picture (sent as form data), toasted like the about text. */
export function useUpdateCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cover: File) => api.call(endpoints.updateProfile, { body: { cover } }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(profilesKeys.profile(data.user.id), data);
    },
    meta: { success: 'profiles:actions.cover-saved', quiet: true, failure: 'message' },
  });
}
