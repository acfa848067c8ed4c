import type { Account } from '@souq/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { accountsKeys } from './keys';

/** The signed-in account (contract `Account`); older servers may leave fields out. */
export type CurrentUser = Partial<Account>;

export async function getProfile(): Promise<CurrentUser | null> {
  // The header is in the entry bundle: the API client and the endpoint map load on first use.
  const [{ api }, { accountsEndpoints }] = await Promise.all([
    import('../../../lib/api/client'),
    import('@souq/contract/endpoints/accounts'),
  ]);
  // Older servers may answer without the envelope or the user.
  const response: { data?: { user?: CurrentUser } } | undefined = await api.call(
    accountsEndpoints.profile,
  );
  return response?.data?.user ?? null;
}

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountsKeys.profile(token),
    queryFn: getProfile,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in user's account: the header's name and picture, the profile page (GET /profile). */
export function useProfile() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const token = useAuthStore((s) => s.token);
  return useQuery({ ...profileQueryOptions(token), enabled: isAuthenticated });
}
