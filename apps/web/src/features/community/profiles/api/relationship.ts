import type { CommunityProfile, RelationshipResponse } from '@souq/contract';
import { friendsEndpoints as endpoints } from '@souq/contract/endpoints';
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

const call = (action: RelationshipAction, userId: number): Promise<RelationshipResponse> => {
  const params = { userId };
  switch (action) {
    case 'follow':
    case 'unfollow':
      return api.call(endpoints.follow, {
        params,
        body: { follow: action === 'follow' },
        json: true,
      });
    default:
      return api.call(endpoints[action], { params });
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
    mutationFn: async (action: RelationshipAction) => (await call(action, userId)).data,
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
