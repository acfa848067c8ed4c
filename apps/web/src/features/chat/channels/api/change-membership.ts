import type { ChannelDetailsResponse, ChannelRole } from '@souq/contract';
import { buildPath, channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { forgetChannel, storeChannel } from './keys';

export async function joinChannel(id: number) {
  const response = await api.post<ChannelDetailsResponse>(buildPath(endpoints.join.path, { id }));
  return response.data.data;
}

/** Joins a public channel; it moves into "My channels". */
export function useJoinChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChannel,
    onSuccess: (channel) => storeChannel(queryClient, channel),
  });
}

export async function leaveChannel(id: number) {
  await api.post(buildPath(endpoints.leave.path, { id }));
  return id;
}

/** Leaves a channel; it disappears from the caller's list. */
export function useLeaveChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveChannel,
    onSuccess: (id) => forgetChannel(queryClient, id),
  });
}

export async function deleteChannel(id: number) {
  await api.delete(buildPath(endpoints.delete.path, { id }));
  return id;
}

/** Deletes a channel (owner); everyone loses it. */
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: (id) => forgetChannel(queryClient, id),
  });
}

export type MemberChange =
  | { action: 'add' | 'remove'; channelId: number; userId: number }
  | { action: 'role'; channelId: number; userId: number; role: ChannelRole };

export async function changeMember(change: MemberChange) {
  const { channelId: id, userId } = change;
  const path =
    change.action === 'add'
      ? endpoints.addMember.path
      : change.action === 'remove'
        ? endpoints.removeMember.path
        : endpoints.setRole.path;
  const body =
    change.action === 'role' ? { user_id: userId, role: change.role } : { user_id: userId };
  const response = await api.post<ChannelDetailsResponse>(buildPath(path, { id }), body, {
    json: true,
  });
  return response.data.data;
}

/** Adds or removes a member, or changes a role; the members list answers. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMember,
    onSuccess: (channel) => storeChannel(queryClient, channel),
  });
}
