import type {
  ChannelDetails,
  ChannelMessagesPage,
  ChannelsPage,
  ChatMessage,
} from '@souq/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Every channel query starts with `chat`, `channels`: channels are chat's group conversations. */
export const channelKeys = {
  all: ['chat', 'channels'] as const,
  mine: () => ['chat', 'channels', 'mine'] as const,
  directory: (search: string) => ['chat', 'channels', 'directory', search] as const,
  details: (id: number) => ['chat', 'channels', 'details', id] as const,
  messages: (id: number) => ['chat', 'channels', 'messages', id] as const,
  candidates: (id: number, search: string) =>
    ['chat', 'channels', 'candidates', id, search] as const,
};

type MessagePages = InfiniteData<ChannelMessagesPage, number | undefined>;
type ChannelPages = InfiniteData<ChannelsPage, number>;

/** Adds a message to its open channel's cache (once, whoever sent it). */
export function appendChannelMessage(
  queryClient: QueryClient,
  channelId: number,
  message: ChatMessage,
): void {
  queryClient.setQueryData<MessagePages>(channelKeys.messages(channelId), (old) => {
    if (!old || old.pages.length === 0) return old;
    if (old.pages.some((page) => page.data.some((m) => m.id === message.id))) return old;
    const [newest, ...older] = old.pages;
    return { ...old, pages: [{ ...newest!, data: [...newest!.data, message] }, ...older] };
  });
}

/** Changes one channel in the caller's list (its badge, its newest message). */
export function updateMyChannel(
  queryClient: QueryClient,
  id: number,
  change: (channel: ChannelsPage['data'][number]) => ChannelsPage['data'][number],
): void {
  queryClient.setQueryData<ChannelPages>(channelKeys.mine(), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            data: page.data.map((c) => (c.id === id ? change(c) : c)),
          })),
        }
      : old,
  );
}

/** A channel's answer after a change: its details, and the lists that show it again. */
export function storeChannel(queryClient: QueryClient, channel: ChannelDetails): void {
  queryClient.setQueryData(channelKeys.details(channel.id), channel);
  void queryClient.invalidateQueries({ queryKey: channelKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: ['chat', 'channels', 'directory'] });
}

/** A channel the caller no longer sees (left, removed, deleted): dropped from every cache. */
export function forgetChannel(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: channelKeys.details(id) });
  queryClient.removeQueries({ queryKey: channelKeys.messages(id) });
  void queryClient.invalidateQueries({ queryKey: channelKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: ['chat', 'channels', 'directory'] });
}
