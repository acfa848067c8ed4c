import type { AccountType, RegisterCompanyBody } from '@souq/contract';
import { api } from '../../../lib/api';
import { toFormData } from '../../../lib/server-errors';
import { type AuthResponse, startSession } from './login';

export type RegisterInput = Omit<RegisterCompanyBody, 'logo' | 'email' | 'company_name'> & {
  email: string;
  company_name?: string;
  logo?: File | null;
};

const paths = { user: '/register-user', company: '/register-company' } as const;

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
  const response = await api.post<AuthResponse>(paths[type], body);
  startSession(response.data);
  return response.data;
}
