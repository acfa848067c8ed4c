import type { Account, UpdateCompanyProfileBody } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { toFormData } from '../../../lib/server-errors';
import { setCachedProfile } from './keys';

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
  const response = await api.call(
    isCompany ? endpoints.updateCompanyProfile : endpoints.updateUserProfile,
    { body },
  );
  return { user: response.data.user, message: response.message };
}

/** Saves the account's details; the saved account replaces the cached one. */
export function useUpdateProfile(isCompany: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(changes, isCompany),
    onSuccess: ({ user }) => setCachedProfile(queryClient, user),
  });
}
