import type { AccountType, AuthResponse, RegisterCompanyBody } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toFormData } from '../../../lib/server-errors';
import { setCachedProfile } from './keys';
import { startSession } from './login';

export type RegisterInput = Omit<RegisterCompanyBody, 'logo' | 'email' | 'company_name'> & {
  email: string;
  company_name?: string;
  logo?: File | null;
};

/**
 * POST /register-user or /register-company (multipart, the logo as a file); on success the new
 * account is signed in. Errors (422 with `errors` per field) are left to the form.
 */
export async function registerAccount(
  type: AccountType,
  { logo, company_name, commercial_register, ...fields }: RegisterInput,
): Promise<AuthResponse> {
  const body = toFormData({
    ...fields,
    ...(type === 'company'
      ? { company_name, commercial_register: commercial_register || null, logo }
      : {}),
  });
  const response = await api.call(
    type === 'company' ? endpoints.registerCompany : endpoints.registerUser,
    { body },
  );
  startSession(response);
  return response;
}

/** Registers a person or a company: signed in, and the new account cached for the header. */
export function useRegister(type: AccountType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => registerAccount(type, input),
    onSuccess: (response) => setCachedProfile(queryClient, response.data.user),
  });
}
