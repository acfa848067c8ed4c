import type { StoryGroup } from '@souq/contract';
import { storiesEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { storiesKeys } from './keys';

const patchStory = (
  groups: StoryGroup[] | undefined,
  id: number,
  patch: Partial<StoryGroup['stories'][number]>,
) =>
  groups?.map((group) => ({
    ...group,
    stories: group.stories.map((story) => (story.id === id ? { ...story, ...patch } : story)),
  }));

/** Counts the caller's view of a story once; it shows as seen in the tray afterwards. */
export function useViewStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.view, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.setQueryData<StoryGroup[]>(storiesKeys.tray(), (groups) =>
        patchStory(groups, id, { seen: true }),
      );
    },
  });
}

/** Likes or unlikes a story; the count follows the server's answer. */
export function useToggleStoryLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.call(endpoints.toggleLike, { params: { id } });
      return response.data;
    },
    onSuccess: (answer, id) => {
      queryClient.setQueryData<StoryGroup[]>(storiesKeys.tray(), (groups) =>
        patchStory(groups, id, answer),
      );
    },
  });
}

/**
 * Replies to a story: the API sends the text to its author as a chat message about the story, and
 * answers the conversation and the story's count of people who replied.
 */
export function useReplyToStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ storyId, content }: { storyId: number; content: string }) => {
      const answer = await api.call(endpoints.reply, {
        params: { id: storyId },
        body: { content },
        json: true,
      });
      return answer.data;
    },
    onSuccess: (answer, { storyId }) => {
      queryClient.setQueryData<StoryGroup[]>(storiesKeys.tray(), (groups) =>
        patchStory(groups, storyId, { replies_count: answer.replies_count }),
      );
    },
  });
}

/** Shares a story (an image or a short video, and a caption); the tray refetches. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ media, caption }: { media: File; caption: string }) => {
      const form = new FormData();
      form.append('caption', caption);
      form.append('media', media);
      const response = await api.call(endpoints.create, { body: form });
      return response.data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: storiesKeys.all }),
  });
}
