import type { ResetPasswordBody } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAuthStore } from '../../../lib/stores/auth-store';

/** POST /reset_password: sets the new password and ends every session of the account. */
export async function resetPassword(body: ResetPasswordBody): Promise<string | undefined> {
  const response = await api.call(endpoints.resetPassword, { body });
  return response?.message;
}

/** Resets the password; the reset ended every session of the account, this browser's included. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      if (!useAuthStore.getState().isAuthenticated) return;
      useAuthStore.getState().logout();
      queryClient.clear();
    },
  });
}
