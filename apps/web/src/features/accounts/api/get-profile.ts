import type { Account } from '@souq/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/stores/auth-store';

/** The signed-in account (contract `Account`); older servers may leave fields out. */
export type CurrentUser = Partial<Account>;

export async function getProfile(): Promise<CurrentUser | null> {
  // The header is in the entry bundle: the API client loads on first use instead.
  const { api } = await import('../../../lib/api/client');
  const response = await api.get<{ data?: { user?: CurrentUser } }>('/profile');
  return response.data?.data?.user ?? null;
}

/**
 * Keyed by the session's token: after a logout and another login (or a 401) nobody sees the
 * previous account's name and picture, even for a moment.
 */
export const profileQueryKey = (token: string | null) => ['accounts', 'profile', token] as const;

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: profileQueryKey(token),
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

/** Puts an account the API just answered (registration, profile update) in the cache. */
export function setCachedProfile(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData(profileQueryKey(useAuthStore.getState().token), user);
}
