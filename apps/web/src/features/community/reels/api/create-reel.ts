import { reelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { REEL_TITLE_DEFAULT } from '@souq/contract/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../../lib/api/files';
import { reelsKeys } from './keys';

export interface CreateReelInput {
  video: File;
  caption: string;
  country_id?: number | null;
  region_id?: number | null;
}

/**
 * Publishes a reel (seed §7: title, caption, video, status, country_id, region_id), reporting the
 * upload's progress; the feed refetches with the new reel first.
 */
export function useCreateReel(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ video, caption, country_id, region_id }: CreateReelInput) => {
      const form = new FormData();
      form.append('title', REEL_TITLE_DEFAULT);
      form.append('caption', caption);
      form.append('status', 'active');
      if (country_id && region_id) {
        form.append('country_id', String(country_id));
        form.append('region_id', String(region_id));
      }
      form.append('video', video);
      const answer = await uploadWithProgress(endpoints.create, { body: form }, onProgress);
      return answer.data;
    },
    onSuccess: (reel) => {
      queryClient.setQueryData(reelsKeys.reel(reel.id), reel);
      void queryClient.invalidateQueries({ queryKey: reelsKeys.all });
    },
  });
}
