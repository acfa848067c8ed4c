import { currentLanguage, i18n } from '../i18n';
import { TOKEN_KEY } from '../stores/auth-store';
import { API_BASE_URL } from './base-url';

/**
 * A failed call: `message` is already in the reader's language (the server's localised message,
 * else the network or unknown-error text); `errors` holds a 422's messages per field.
 */
export class ApiFetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiFetchError';
  }
}

type Params = Record<string, string | number | null | undefined>;

async function call<T>(method: 'GET' | 'POST', path: string, params: Params, body?: unknown) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  const url = `${API_BASE_URL}${path}${query.size > 0 ? `?${query}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFetchError(i18n.t('errors:network'), 0);
  }
  const json = (await response.json().catch(() => null)) as {
    data?: T;
    message?: unknown;
    errors?: Record<string, string[]>;
  } | null;
  if (!response.ok) {
    const message = typeof json?.message === 'string' ? json.message : i18n.t('errors:unknown');
    throw new ApiFetchError(message, response.status, json?.errors ?? {});
  }
  return { data: json?.data as T, message: typeof json?.message === 'string' ? json.message : '' };
}

/**
 * `fetch` with the axios client's headers (Accept-Language, bearer token), for the first pages a
 * visitor opens (landing, home, category picker, contact): it keeps axios out of their bundles
 * (budgets 150 / 170 KB). Answers the response's `data`.
 */
export async function getJson<T>(path: string, params: Params = {}): Promise<T> {
  return (await call<T>('GET', path, params)).data;
}

/** A JSON POST, like `getJson`; answers `data` and the localised `message`. */
export const postJson = <T>(path: string, body: unknown) => call<T>('POST', path, {}, body);
