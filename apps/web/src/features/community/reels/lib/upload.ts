import { API_BASE_URL } from '../../../../lib/api/base-url';
import { ApiRequestError, requestLanguage } from '../../../../lib/api/client';
import { TOKEN_KEY } from '../../../../lib/stores/auth-store';

/**
 * A multipart POST that reports how much of the body has gone (0..1): `fetch` cannot tell upload
 * progress, so a video goes up through XMLHttpRequest with the API client's headers. Failures
 * are `ApiRequestError`s like the client's, so the usual error handling applies.
 */
export function postWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_URL}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', requestLanguage());
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const message =
        typeof (data as { message?: unknown })?.message === 'string'
          ? (data as { message: string }).message
          : `Request failed with status code ${xhr.status}`;
      reject(new ApiRequestError(message, xhr.status, data, 'ERR_BAD_RESPONSE'));
    };
    xhr.onerror = () => reject(new ApiRequestError('network', 0, undefined, 'ERR_NETWORK'));
    xhr.send(form);
  });
}
