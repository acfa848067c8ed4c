import type { ChannelRole } from '@souq/contract';
import { channelsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { forgetChannel, storeChannel } from './keys';

export async function joinChannel(id: number) {
  const response = await api.call(endpoints.join, { params: { id } });
  return response.data;
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
  await api.call(endpoints.leave, { params: { id } });
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
  await api.call(endpoints.delete, { params: { id } });
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
  const params = { id: change.channelId };
  const user_id = change.userId;
  const response =
    change.action === 'role'
      ? await api.call(endpoints.setRole, {
          params,
          body: { user_id, role: change.role },
          json: true,
        })
      : await api.call(change.action === 'add' ? endpoints.addMember : endpoints.removeMember, {
          params,
          body: { user_id },
          json: true,
        });
  return response.data;
}

/** Adds or removes a member, or changes a role; the members list answers. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMember,
    onSuccess: (channel) => storeChannel(queryClient, channel),
  });
}
