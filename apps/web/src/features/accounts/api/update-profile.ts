import type { Account, UpdateCompanyProfileBody } from '@souq/contract';
import { api } from '../../../lib/api';
import { toFormData } from '../../../lib/server-errors';

export type ProfileChanges = Omit<
  UpdateCompanyProfileBody,
  'image' | 'logo' | 'bio' | 'commercial_register'
> & {
  bio?: string;
  commercial_register?: string;
  image?: File | null;
  logo?: File | null;
};

/**
 * POST /update-user-profile, or /update-company-profile for a company (multipart: avatar and logo
 * as files). Answers the saved account and the server's message.
 */
export async function updateProfile(
  changes: ProfileChanges,
  isCompany: boolean,
): Promise<{ user: Account; message?: string }> {
  const { company_name, commercial_register, logo, ...personal } = changes;
  const body = toFormData({
    ...personal,
    ...(isCompany ? { company_name, commercial_register, logo } : {}),
  });
  const response = await api.post<{ data: { user: Account }; message?: string }>(
    isCompany ? '/update-company-profile' : '/update-user-profile',
    body,
  );
  return { user: response.data.data.user, message: response.data.message };
}
