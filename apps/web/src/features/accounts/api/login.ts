import { api } from '../../../lib/api';
import { DEFAULT_ROLE, useAuthStore } from '../../../lib/stores/auth-store';

interface LoginResponse {
  data?: { token?: string; company?: { type?: string | null } | null };
}

/**
 * POST /login; on success stores the token and the role (company.type, default "company").
 * A failure is logged and re-thrown to the caller (seed §8).
 */
export async function login(payload: { email: string; password: string }): Promise<void> {
  try {
    const response = await api.post<LoginResponse>('/login', payload);
    const token = response.data?.data?.token;
    if (!token) throw new Error('login response without token');
    useAuthStore
      .getState()
      .login({ token, role: response.data.data?.company?.type ?? DEFAULT_ROLE });
  } catch (error) {
    console.error(error);
    throw error;
  }
}
