import type { InviteLink } from '@souq/contract';
import { referralsEndpoints as endpoints } from '@souq/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { referralsKeys } from './keys';

export async function getInviteLink(): Promise<InviteLink> {
  const response = await api.call(endpoints.inviteLink);
  return response.data;
}

/** The caller's invite code and link: stable for the account's life, so kept for long. */
export const inviteLinkQueryOptions = () =>
  queryOptions({
    queryKey: referralsKeys.inviteLink(),
    queryFn: getInviteLink,
    staleTime: 60 * 60_000,
    retry: false,
  });

export const useInviteLink = () => useQuery(inviteLinkQueryOptions());
