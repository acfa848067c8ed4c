import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/stores/auth-store';

/** How long the sign-out waits for the server before clearing the session anyway. */
const LOGOUT_TIMEOUT_MS = 3000;

/**
 * POST /logout revokes the token on the server (best effort: offline or already expired, the
 * session is cleared all the same); then the stored session and every cached answer go.
 * `leave` runs before the session is cleared: signing out on a guarded page would otherwise send
 * the user to /login.
 */
export async function logout({
  queryClient,
  leave,
}: {
  queryClient: QueryClient;
  leave: () => Promise<unknown> | unknown;
}): Promise<void> {
  if (useAuthStore.getState().token) {
    try {
      const [{ api }, { accountsEndpoints }] = await Promise.all([
        import('../../../lib/api/client'),
        import('@souq/contract/endpoints/accounts'),
      ]);
      await api.call(accountsEndpoints.logout, { timeout: LOGOUT_TIMEOUT_MS });
    } catch {
      // The server may be unreachable or the token already revoked: sign out locally anyway.
    }
  }
  await leave();
  useAuthStore.getState().logout({ leaving: true });
  queryClient.clear();
}
