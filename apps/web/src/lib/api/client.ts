import type {
  BodyOf,
  Endpoint,
  PathParamNames,
  PathParams,
  QueryOf,
  ResponseOf,
} from '@souq/contract/endpoints';
import { buildPath } from '@souq/contract/endpoints';
import { webPaths } from '@souq/contract/web-paths';
import { FALLBACK_LANGUAGE, i18n, LANGUAGE_STORAGE_KEY } from '../i18n';
import { notify } from '../notify';
import { TOKEN_KEY, useAuthStore } from '../stores/auth-store';
import { API_BASE_URL } from './base-url';
import { trackRequest } from './in-flight';
import { navigateTo } from './navigation';

export { API_BASE_URL };

/** The stored language's first part (`ar-SA` → `ar`), English when none is stored. */
export function requestLanguage(): string {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const first = stored?.split(/[-_]/)[0]?.trim();
  return first && /^[a-z]{2,3}$/i.test(first) ? first.toLowerCase() : FALLBACK_LANGUAGE;
}

/**
 * A failed call. `status` is the HTTP status (0 when no response came: network failure or
 * timeout, told apart by `code`); `data` is the parsed response body.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** Seconds to wait before asking again (a 429's or 503's `Retry-After`), when the server said. */
  readonly retryAfter?: number;
  constructor(
    message: string,
    readonly status: number,
    readonly data?: unknown,
    readonly code?: 'ERR_NETWORK' | 'ERR_TIMEOUT' | 'ERR_BAD_RESPONSE',
    options?: ErrorOptions & { retryAfter?: number },
  ) {
    super(message, options);
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

/** `Retry-After` in seconds (it may also be an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * What to say about a refused call when the body brings no message of its own (a proxy's page, a
 * body that is not JSON): never the raw body, always the reader's language.
 */
export function refusalMessage(status: number, retryAfter?: number): string {
  if (status === 429) {
    return retryAfter === undefined
      ? i18n.t('errors:rate-limited-moment')
      : i18n.t('errors:rate-limited', { count: retryAfter });
  }
  if (status >= 500) return i18n.t('errors:server');
  return i18n.t('errors:request-failed', { status });
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;

type ParamValue = string | number | boolean | null | undefined;

/** A query string: keys are sent as written (`contains[name]`), null and undefined left out. */
type Query = Record<string, ParamValue | readonly ParamValue[]>;

/** How a call is sent, beside its endpoint's path, query and body. */
export interface SendOptions {
  headers?: Record<string, string>;
  /** Send the body as JSON instead of the default multipart form data. */
  json?: boolean;
  /** Milliseconds before the request is aborted (rejects with code `ERR_TIMEOUT`). */
  timeout?: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    // Repeated fields (`photos=a&photos=b`): the server reads them as a list.
    for (const item of value) appendField(form, key, item);
  } else if (value instanceof Blob) {
    form.append(key, value);
  } else if (value instanceof Date) {
    form.append(key, value.toISOString());
  } else if (isPlainObject(value)) {
    for (const [sub, item] of Object.entries(value)) appendField(form, `${key}[${sub}]`, item);
  } else {
    form.append(key, value === null ? '' : String(value));
  }
}

/** A plain object as multipart fields: strings, numbers, booleans, files, arrays repeated. */
export function toMultipart(values: Record<string, unknown>): FormData {
  // The platform's own FormData: the browser's, and in tests the one `fetch` accepts.
  const form = new globalThis.FormData();
  for (const [key, value] of Object.entries(values)) appendField(form, key, value);
  return form;
}

function encodeBody(body: unknown, json: boolean, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (json) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(body);
  }
  // Multipart: `fetch` sets the content type with its boundary.
  headers.delete('Content-Type');
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    typeof body === 'string'
  ) {
    return body;
  }
  return isPlainObject(body) ? toMultipart(body) : JSON.stringify(body);
}

/** The URL of a path under `baseURL` (an absolute URL stays as it is), with its query string. */
export function buildUrl(baseURL: string, path: string, params: Query | undefined): string {
  const url = /^[a-z][a-z\d+.-]*:\/\//i.test(path)
    ? path
    : `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) query.append(key, String(item));
    }
  }
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * A typed call's options: the values of the path's `{placeholders}`, the endpoint's query string
 * and its body (a caller-built FormData is sent as it is), each required only where the endpoint
 * has one.
 */
export type CallOptions<E extends Endpoint> = SendOptions &
  ([PathParamNames<E['path']>] extends [never]
    ? { params?: undefined }
    : { params: PathParams<E['path']> }) &
  ([QueryOf<E>] extends [never] ? { query?: undefined } : { query?: QueryOf<E> }) &
  ([BodyOf<E>] extends [never]
    ? { body?: undefined }
    : object extends BodyOf<E>
      ? { body?: BodyOf<E> | FormData }
      : { body: BodyOf<E> | FormData });

/** A call's options, left out where the endpoint needs none. */
type CallArgs<E extends Endpoint> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** What a call sends, once its endpoint's path is filled in. */
interface Outgoing extends SendOptions {
  method: Endpoint['method'];
  path: string;
  query?: Query;
  body?: unknown;
}

/** A call's options read without their endpoint's types. */
type LooseOptions = SendOptions & {
  params?: Record<string, string | number>;
  query?: Query;
  body?: unknown;
};

/** Fills an endpoint's path and reads its options into what is sent. */
export function outgoing<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> | undefined,
): Outgoing {
  const { params, ...rest } = (options ?? {}) as LooseOptions;
  return { ...rest, method: endpoint.method, path: buildPath(endpoint.path as string, params) };
}

/**
 * A small `fetch` client with the seed's behaviour (§7, §8): base `/api/v1`, Accept-Language and
 * the bearer token on every call, multipart bodies unless JSON is asked for; a 401 on a call that
 * carried a token ends the session, a 400 toasts its message. Its one method is `call`, typed by
 * the contract's endpoint map. The app uses `api` below; tests create their own against a local
 * server.
 */
export function createApiClient({ baseURL = API_BASE_URL }: { baseURL?: string } = {}) {
  async function send({ method, path, query, body, ...options }: Outgoing): Promise<unknown> {
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    headers.set('Accept-Language', requestLanguage());
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const json = options.json ?? /json/i.test(headers.get('Content-Type') ?? '');
    const init: RequestInit = { method, headers, body: encodeBody(body, json, headers) };

    const controller = options.timeout ? new AbortController() : null;
    const timer = controller ? setTimeout(() => controller.abort(), options.timeout) : undefined;
    if (controller) init.signal = controller.signal;

    let response: Response;
    let data: unknown;
    try {
      response = await fetch(buildUrl(baseURL, path, query), init);
      data = await readBody(response);
    } catch (error) {
      if (controller?.signal.aborted) {
        throw new ApiRequestError(
          `timeout of ${options.timeout}ms exceeded`,
          0,
          undefined,
          'ERR_TIMEOUT',
        );
      }
      // The browser's own wording is English only: say it in the active language.
      throw new ApiRequestError(i18n.t('errors:network'), 0, undefined, 'ERR_NETWORK', {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }

    if (response.ok) return data;

    const message =
      isPlainObject(data) && typeof data.message === 'string' && data.message ? data.message : '';
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    const error = new ApiRequestError(
      message || refusalMessage(response.status, retryAfter),
      response.status,
      data,
      'ERR_BAD_RESPONSE',
      { retryAfter },
    );
    // A 401 ends a session only when there was one: a wrong password at login has none.
    if (response.status === 401 && token) {
      // Leave the page first: signing out on a guarded page would redirect to /login instead.
      await navigateTo(webPaths.landing).catch(() => undefined);
      useAuthStore.getState().logout({ leaving: true });
    } else if (response.status === 400) {
      void notify('error', message || i18n.t('errors:bad-request'));
    }
    throw error;
  }

  return {
    /**
     * Calls an endpoint of the contract and answers its JSON body, typed from the contract's
     * map: `api.call(jobsEndpoints.details, { params: { id } })` is a `Promise<JobResponse>`, and
     * its placeholders, query and body are checked against the same map.
     */
    call: <E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> =>
      trackRequest(send(outgoing(endpoint, options))) as Promise<ResponseOf<E>>,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient();
