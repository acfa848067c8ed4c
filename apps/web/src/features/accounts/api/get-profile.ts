import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/stores/auth-store';

export interface CurrentUser {
  id?: number;
  name?: string | null;
  image?: string | null;
  photo?: string | null;
  country_id?: number | null;
  region_id?: number | null;
}

export async function getProfile(): Promise<CurrentUser | null> {
  // The header is in the entry bundle: the API client (axios) loads on first use instead.
  const { api } = await import('../../../lib/api/client');
  const response = await api.get<{ data?: { user?: CurrentUser } }>('/profile');
  return response.data?.data?.user ?? null;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'profile'],
    queryFn: getProfile,
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The signed-in user's name and picture for the header (GET /profile → data.user). */
export function useProfile() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  return useQuery({ ...profileQueryOptions(), enabled: isAuthenticated });
}
