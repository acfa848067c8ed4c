import type { Auth, LoginBody } from '@souq/contract';
import { api } from '../../../lib/api';
import { DEFAULT_ROLE, useAuthStore } from '../../../lib/stores/auth-store';

export interface AuthResponse {
  data?: Partial<Pick<Auth, 'token' | 'user'>> & {
    company?: { type?: string | null } | null;
  };
  message?: string;
}

/** Stores the session of a login or registration answer: the token and the role (company.type). */
export function startSession(response: AuthResponse): void {
  const token = response.data?.token;
  if (!token) throw new Error('authentication response without token');
  useAuthStore.getState().login({ token, role: response.data?.company?.type ?? DEFAULT_ROLE });
}

/**
 * POST /login; on success stores the token and the role (company.type, default "company").
 * A failure is logged and re-thrown to the caller (seed §8).
 */
export async function login(payload: LoginBody): Promise<AuthResponse> {
  try {
    const response = await api.post<AuthResponse>('/login', payload);
    startSession(response.data);
    return response.data;
  } catch (error) {
    console.error(error);
    throw error;
  }
}
