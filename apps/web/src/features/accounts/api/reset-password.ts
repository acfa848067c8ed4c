import { api } from '../../../lib/api';

/** POST /reset_password: sets the new password and ends every session of the account. */
export async function resetPassword(body: {
  reset_token: string;
  password: string;
  password_confirmation: string;
}): Promise<string | undefined> {
  const response = await api.post<{ message?: string }>('/reset_password', body);
  return response.data?.message;
}
