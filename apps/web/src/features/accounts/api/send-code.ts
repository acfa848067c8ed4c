import type { SendCodeBody } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /send_code: e-mails a 6-digit code; the same answer whether or not the account exists. */
export async function sendResetCode(email: SendCodeBody['email']): Promise<string | undefined> {
  const response = await api.call(endpoints.sendCode, { body: { email } });
  return response?.message;
}

/** Asks for a reset code; answers the server's message. */
export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
