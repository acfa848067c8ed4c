import { api } from '../../../lib/api';

/** POST /verify_code → a one-time reset token. A wrong code is a 422 with `errors.code`. */
export async function verifyResetCode(email: string, code: string): Promise<string> {
  const response = await api.post<{ data?: { reset_token?: string } }>('/verify_code', {
    email,
    code,
  });
  const token = response.data?.data?.reset_token;
  if (!token) throw new Error('verify_code answered without a reset token');
  return token;
}
