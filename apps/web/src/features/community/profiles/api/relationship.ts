import type { CommunityProfile, RelationshipResponse } from '@souq/contract';
import { buildPath, friendsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { profilesKeys } from './keys';

export type RelationshipAction =
  | 'request'
  | 'accept'
  | 'decline'
  | 'remove'
  | 'follow'
  | 'unfollow';

const call = async (action: RelationshipAction, userId: number) => {
  const path = (name: keyof typeof endpoints) => buildPath(endpoints[name].path, { userId });
  switch (action) {
    case 'remove':
      return api.delete<RelationshipResponse>(path('remove'));
    case 'follow':
    case 'unfollow':
      return api.post<RelationshipResponse>(
        path('follow'),
        { follow: action === 'follow' },
        { json: true },
      );
    default:
      return api.post<RelationshipResponse>(path(action));
  }
};

/**
 * Friend requests (send, accept, decline, remove) and follow, stored on the server. The profile
 * takes the answer's relationship and counts; friend lists and requests refetch. A failure's
 * message is toasted.
 */
export function useRelationship(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: RelationshipAction) => (await call(action, userId)).data.data,
    onSuccess: (answer) => {
      queryClient.setQueryData<CommunityProfile>(profilesKeys.profile(userId), (profile) =>
        profile
          ? {
              ...profile,
              relationship: answer.relationship,
              is_following: answer.is_following,
              followers_count: answer.followers_count,
              friends_count: answer.friends_count,
            }
          : profile,
      );
      void queryClient.invalidateQueries({ queryKey: profilesKeys.all });
    },
    meta: { failure: 'message' },
  });
}
