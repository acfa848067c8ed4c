import type { AuthResponse, LoginBody } from '@souq/contract';
import { accountsEndpoints as endpoints } from '@souq/contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { DEFAULT_ROLE, useAuthStore } from '../../../lib/stores/auth-store';

/** Stores the session of a login or registration answer: the token and the role (company.type). */
export function startSession(response: AuthResponse): void {
  const token = response.data?.token;
  if (!token) throw new Error('authentication response without token');
  useAuthStore.getState().login({ token, role: response.data.company?.type ?? DEFAULT_ROLE });
}

/**
 * POST /login; on success stores the token and the role (company.type, default "company").
 * A failure is logged and re-thrown to the caller (seed §8).
 */
export async function login(payload: LoginBody): Promise<AuthResponse> {
  try {
    const response = await api.call(endpoints.login, { body: payload });
    startSession(response);
    return response;
  } catch (error) {
    console.error(error);
    throw error;
  }
}

/** Signs in: the session is stored before the mutation settles. */
export const useLogin = () => useMutation({ mutationFn: login });
