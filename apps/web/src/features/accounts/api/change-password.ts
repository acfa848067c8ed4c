import type { ChangePasswordBody, Message } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /change-password: the new password; every other session ends, this one stays. */
export async function changePassword(body: ChangePasswordBody): Promise<string | undefined> {
  const response = await api.post<Partial<Message> | undefined>(
    endpoints.changePassword.path,
    body,
  );
  return response.data?.message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
