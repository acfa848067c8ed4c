import { create } from 'zustand';

export const TOKEN_KEY = 'token';
export const AUTH_KEY = 'auth';
export const DEFAULT_ROLE = 'company';

interface StoredAuth {
  isAuthenticated: boolean;
  role: string;
}

export interface AuthState {
  token: string | null;
  isAuthenticated: boolean;
  role: string | null;
  /**
   * Set by a sign-out that sends the user home (the user menu, a 401 on a stale token): a guard
   * still mounted for the page being left sends to `/` instead of `/login` (seed §2, §4, §8).
   * The landing page clears it once shown.
   */
  leaving: boolean;
  login: (session: { token: string; role?: string | null }) => void;
  logout: (options?: { leaving?: boolean }) => void;
}

function readStoredAuth(): StoredAuth | null {
  try {
    const raw = localStorage.getItem(AUTH_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuth> | null;
    if (parsed?.isAuthenticated !== true) return null;
    return { isAuthenticated: true, role: parsed.role ?? DEFAULT_ROLE };
  } catch {
    return null;
  }
}

/** The session is restored only when both the token and the auth record are stored (seed §4). */
export function readStoredSession(): Pick<AuthState, 'token' | 'isAuthenticated' | 'role'> {
  const token = localStorage.getItem(TOKEN_KEY);
  const auth = readStoredAuth();
  if (token && auth) return { token, isAuthenticated: true, role: auth.role };
  return { token: null, isAuthenticated: false, role: null };
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...readStoredSession(),
  leaving: false,
  login: ({ token, role }) => {
    const resolvedRole = role || DEFAULT_ROLE;
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(AUTH_KEY, JSON.stringify({ isAuthenticated: true, role: resolvedRole }));
    set({ token, isAuthenticated: true, role: resolvedRole, leaving: false });
  },
  logout: (options) => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(AUTH_KEY);
    set({ token: null, isAuthenticated: false, role: null, leaving: options?.leaving === true });
  },
}));

/** Re-reads local storage; used at start-up by tests that prepare storage first. */
export function restoreSession(): void {
  useAuthStore.setState({ ...readStoredSession(), leaving: false });
}
