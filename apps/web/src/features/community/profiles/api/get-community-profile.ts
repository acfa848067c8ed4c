import { friendsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { profilesKeys } from './keys';

export async function getCommunityProfile(userId: number) {
  const response = await api.call(endpoints.profile, { params: { userId } });
  return response.data;
}

/** A person's community profile: cover, name, bio, about, counts and where the caller stands. */
export const useCommunityProfile = (userId: number) =>
  useQuery({
    queryKey: profilesKeys.profile(userId),
    queryFn: () => getCommunityProfile(userId),
    retry: false,
    enabled: Number.isInteger(userId) && userId > 0,
  });
