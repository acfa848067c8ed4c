import type { Account } from '@souq/contract';
import type { QueryClient } from '@tanstack/react-query';
import { sharedKeys } from '../../../lib/api/shared-keys';
import { useAuthStore } from '../../../lib/stores/auth-store';

/** Every query of the accounts area starts with `accounts`. */
export const accountsKeys = {
  all: ['accounts'] as const,
  /**
   * Keyed by the session's token: after a logout and another login (or a 401) nobody sees the
   * previous account's name and picture, even for a moment.
   */
  profile: (token: string | null) => [...sharedKeys.accountProfile, token] as const,
};

/** Puts an account the API just answered (registration, profile update) in the cache. */
export function setCachedProfile(queryClient: QueryClient, user: Account): void {
  queryClient.setQueryData(accountsKeys.profile(useAuthStore.getState().token), user);
}
