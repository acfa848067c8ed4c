import type {
  ConversationResponse,
  StoryGroup,
  StoryLikeResponse,
  StoryReplyResponse,
  StoryResponse,
} from '@souq/contract';
import { buildPath, chatEndpoints, storiesEndpoints as endpoints } from '@souq/contract/endpoints';
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
    mutationFn: (id: number) => api.post(buildPath(endpoints.view.path, { id })),
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
      const response = await api.post<StoryLikeResponse>(
        buildPath(endpoints.toggleLike.path, { id }),
      );
      return response.data.data;
    },
    onSuccess: (answer, id) => {
      queryClient.setQueryData<StoryGroup[]>(storiesKeys.tray(), (groups) =>
        patchStory(groups, id, answer),
      );
    },
  });
}

/**
 * Replies to a story in chat: opens (or finds) the conversation with its author, sends the text
 * there, and counts the reply on the story.
 */
export function useReplyToStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      storyId,
      authorId,
      content,
    }: {
      storyId: number;
      authorId: number;
      content: string;
    }) => {
      const started = await api.post<ConversationResponse>(
        chatEndpoints.start.path,
        { user_id: authorId },
        { json: true },
      );
      const conversationId = started.data.data.id;
      await api.post(chatEndpoints.send.path, { conversation_id: conversationId, body: content });
      const counted = await api.post<StoryReplyResponse>(
        buildPath(endpoints.reply.path, { id: storyId }),
        { content },
        { json: true },
      );
      return { ...counted.data.data, conversation_id: conversationId };
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
      const response = await api.post<StoryResponse>(endpoints.create.path, { caption, media });
      return response.data.data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: storiesKeys.all }),
  });
}
