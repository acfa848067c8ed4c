import type { Endpoint, ResponseOf } from '@souq/contract/endpoints';
import { webPaths } from '@souq/contract/web-paths';
import { i18n } from '../i18n';
import { TOKEN_KEY, useAuthStore } from '../stores/auth-store';
import { API_BASE_URL } from './base-url';
import {
  ApiRequestError,
  buildUrl,
  type CallOptions,
  outgoing,
  requestLanguage,
  toMultipart,
} from './client';
import { navigateTo } from './navigation';

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** The client's rule for a refused session: a 401 on a call that carried a token signs out. */
async function endSession() {
  await navigateTo(webPaths.landing).catch(() => undefined);
  useAuthStore.getState().logout({ leaving: true });
}

const failure = (status: number, data: unknown) => {
  const message =
    data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
      ? (data as { message: string }).message
      : `Request failed with status code ${status}`;
  return new ApiRequestError(message, status, data, 'ERR_BAD_RESPONSE');
};

/**
 * A multipart call to an endpoint of the contract that reports how much of the body has been
 * sent (0..1), for uploads a person waits on (a CV): typed like `api.call`, answering the
 * endpoint's response. `fetch` cannot tell upload progress, so this one call uses
 * XMLHttpRequest, with the API client's headers and its handling of a refused session.
 */
export function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
  onProgress: (fraction: number) => void,
): Promise<ResponseOf<E>> {
  const { method, path, query, body } = outgoing(endpoint, options);
  const form =
    body instanceof FormData ? body : toMultipart((body ?? {}) as Record<string, unknown>);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(API_BASE_URL, path, query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage());
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(data as ResponseOf<E>);
        return;
      }
      if (xhr.status === 401 && token) void endSession();
      reject(failure(xhr.status, data));
    });
    xhr.addEventListener('error', () =>
      reject(new ApiRequestError(i18n.t('errors:network'), 0, undefined, 'ERR_NETWORK')),
    );
    xhr.send(form);
  });
}

/** The file name a `Content-Disposition` header offers (its UTF-8 form first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // Fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a file the API serves only with the session's token (a private CV): fetched with the
 * bearer token, then saved under the name the server gives.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(buildUrl(API_BASE_URL, path, undefined), {
      headers: {
        'Accept-Language': requestLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch (error) {
    throw new ApiRequestError(i18n.t('errors:network'), 0, undefined, 'ERR_NETWORK', {
      cause: error,
    });
  }
  if (!response.ok) {
    if (response.status === 401 && token) void endSession();
    throw failure(response.status, parse(await response.text()));
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
