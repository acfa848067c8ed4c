import { api } from '../../../lib/api';

/** POST /send_code: e-mails a 6-digit code; the same answer whether or not the account exists. */
export async function sendResetCode(email: string): Promise<string | undefined> {
  const response = await api.post<{ message?: string }>('/send_code', { email });
  return response.data?.message;
}
