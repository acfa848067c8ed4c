import type { ChangePasswordBody } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /change-password: the new password; every other session ends, this one stays. */
export async function changePassword(body: ChangePasswordBody): Promise<string | undefined> {
  // An answer without a body (a proxy's 204) is no message.
  const response = await api.call(endpoints.changePassword, { body });
  return response?.message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
