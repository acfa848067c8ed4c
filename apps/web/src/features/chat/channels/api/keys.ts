import type { Channel, ChannelDetails, ChatMessage } from '@souq/contract';
import type { QueryClient } from '@tanstack/react-query';
import { appendToThread, updateListItem } from '../../api/cache';
import { chatKeys } from '../../api/keys';

/** Every channel query starts with `chat`, `channels`: channels are chat's group conversations. */
const all = [...chatKeys.all, 'channels'] as const;
export const channelKeys = {
  all,
  mine: () => [...all, 'mine'] as const,
  directories: () => [...all, 'directory'] as const,
  directory: (search: string) => [...all, 'directory', search] as const,
  details: (id: number) => [...all, 'details', id] as const,
  messages: (id: number) => [...all, 'messages', id] as const,
  candidates: (id: number, search: string) => [...all, 'candidates', id, search] as const,
};

/** Adds a message to its open channel's cache (once, whoever sent it). */
export function appendChannelMessage(
  queryClient: QueryClient,
  channelId: number,
  message: ChatMessage,
): void {
  appendToThread(queryClient, channelKeys.messages(channelId), message);
}

/** Changes one channel in the caller's list (its badge, its newest message). */
export function updateMyChannel(
  queryClient: QueryClient,
  id: number,
  change: (channel: Channel) => Channel,
): void {
  updateListItem(queryClient, channelKeys.mine(), id, change);
}

/** A channel's answer after a change: its details, and the lists that show it again. */
export function storeChannel(queryClient: QueryClient, channel: ChannelDetails): void {
  queryClient.setQueryData(channelKeys.details(channel.id), channel);
  void queryClient.invalidateQueries({ queryKey: channelKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: channelKeys.directories() });
}

/** A channel the caller no longer sees (left, removed, deleted): dropped from every cache. */
export function forgetChannel(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: channelKeys.details(id) });
  queryClient.removeQueries({ queryKey: channelKeys.messages(id) });
  void queryClient.invalidateQueries({ queryKey: channelKeys.mine() });
  void queryClient.invalidateQueries({ queryKey: channelKeys.directories() });
}
