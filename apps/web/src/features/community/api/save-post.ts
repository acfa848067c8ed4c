import { communityEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { communityKeys, removeCachedPosts } from './keys';

/** What the post form holds (seed §3 "Post form"). */
export interface PostFormValues {
  content: string;
  image: File | null;
  country_id: number | null;
  region_id: number | null;
}

/** Multipart body: the image only when one was picked (seed §7). */
function postFormData(
  values: PostFormValues,
  extra: { title?: string | null; removeImage?: boolean } = {},
): FormData {
  const form = new FormData();
  form.append('title', extra.title ?? '');
  form.append('content', values.content.trim());
  if (values.image) form.append('image', values.image);
  else if (extra.removeImage) form.append('remove_image', 'true');
  form.append('status', 'active');
  if (values.country_id !== null) form.append('country_id', String(values.country_id));
  if (values.region_id !== null) form.append('region_id', String(values.region_id));
  return form;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PostFormValues) =>
      api.call(endpoints.createPost, { body: postFormData(values) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.feed() }),
    meta: { success: 'answer', failure: 'toast' },
  });
}

export function useUpdatePost(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { values: PostFormValues; title: string | null; removeImage: boolean }) =>
      api.call(endpoints.updatePost, {
        params: { id },
        body: postFormData(input.values, { title: input.title, removeImage: input.removeImage }),
      }),
    onSuccess: async (body) => {
      queryClient.setQueryData(communityKeys.post(id), body.data);
      await queryClient.invalidateQueries({ queryKey: communityKeys.feed() });
    },
    meta: { success: 'answer', failure: 'toast' },
  });
}

/** Deletes a post; a failure of the network or the server offers "Try again" (a delete repeats). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.deletePost, { params: { id } }),
    onSuccess: async (_, id) => {
      removeCachedPosts(queryClient, (post) => post.id === id);
      queryClient.removeQueries({ queryKey: communityKeys.post(id) });
      await queryClient.invalidateQueries({ queryKey: communityKeys.feed() });
    },
    meta: { success: 'answer', fallback: 'common:feedback.deleted', failure: 'retry' },
  });
}
