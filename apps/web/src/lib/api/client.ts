import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { FALLBACK_LANGUAGE, i18n, LANGUAGE_STORAGE_KEY } from '../i18n';
import { notify } from '../notify';
import { TOKEN_KEY, useAuthStore } from '../stores/auth-store';
import { API_BASE_URL } from './base-url';
import { getApiError } from './errors';
import { navigateTo } from './navigation';

export { API_BASE_URL };

/** The stored language's first part (`ar-SA` → `ar`), English when none is stored. */
export function requestLanguage(): string {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const first = stored?.split(/[-_]/)[0]?.trim();
  return first && /^[a-z]{2,3}$/i.test(first) ? first.toLowerCase() : FALLBACK_LANGUAGE;
}

/**
 * An axios instance with the seed's interceptors (§7, §8). The app uses `api` below; tests create
 * their own against a local server.
 */
export function createApiClient({ baseURL = API_BASE_URL }: { baseURL?: string } = {}) {
  const client = axios.create({
    baseURL,
    headers: { 'Content-Type': 'multipart/form-data', Accept: 'application/json' },
    // Plain objects become FormData; arrays as `key[]`, nested objects as `a[b]`.
    formSerializer: { indexes: false, dots: false },
    // The platform's own FormData (the browser's; jsdom's in tests), never a Node polyfill.
    env: { FormData: globalThis.FormData },
  });

  client.interceptors.request.use((config) => {
    config.headers.set('Accept-Language', requestLanguage());
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Without a body there is nothing to encode: drop the multipart default.
    if (config.data === undefined) config.headers.delete('Content-Type');
    return config;
  });

  client.interceptors.response.use(
    (response) => response,
    async (error: unknown) => {
      if (isAxiosError(error)) {
        const status = error.response?.status;
        // A 401 ends a session only when there was one: a wrong password at login has none.
        if (status === 401 && error.config?.headers?.has('Authorization')) {
          // Leave the page first: signing out on a guarded page would redirect to /login instead.
          await navigateTo('/').catch(() => undefined);
          useAuthStore.getState().logout();
        } else if (status === 400) {
          void notify('error', getApiError(error)?.message || i18n.t('errors:bad-request'));
        }
      }
      return Promise.reject(error);
    },
  );

  return client;
}

export type ApiClient = AxiosInstance;

export const api: ApiClient = createApiClient();
