import type { VerifyCodeBody } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /verify_code → a one-time reset token. A wrong code is a 422 with `errors.code`. */
export async function verifyResetCode({ email, code }: VerifyCodeBody): Promise<string> {
  const response = await api.call(endpoints.verifyCode, { body: { email, code } });
  const token = response?.data?.reset_token;
  if (!token) throw new Error('verify_code answered without a reset token');
  return token;
}

/** Checks the e-mailed code; answers the reset token. */
export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
