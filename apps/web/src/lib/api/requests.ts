import { i18n } from '../i18n';
import { notify } from '../notify';
import { playSound } from '../sounds';
import { type ApiClient, api, type RequestOptions } from './client';
import { getErrorMessage, getValidationMessages, refusalKind } from './errors';

export interface WriteOptions {
  /** Another client (tests). */
  client?: ApiClient;
  /**
   * Sends the change again (the mutation with the same variables). Given only where that is
   * safe (an update or a delete, which answer the same when repeated, never a create): a
   * failure on the way (the network, the server) then toasts with "Try again".
   */
  retry?: () => void;
  /** Send JSON instead of the default multipart form data. */
  json?: boolean;
  config?: RequestOptions;
}

interface MessageBody {
  message?: string;
}

function jsonConfig({ json, config }: WriteOptions): RequestOptions {
  return json ? { ...config, json: true } : (config ?? {});
}

function succeed<T extends MessageBody>(body: T, fallbackMessage?: string): T {
  const message = body?.message || fallbackMessage;
  if (message) void notify('success', message);
  playSound('success');
  return body;
}

/**
 * Failure: error sound, then one toast per validation error, else one message (seed §8). With
 * `retry`, a failure of the network or the server (which may pass) offers "Try again"; a refusal
 * (422, 403, 429's wait…) would answer the same and does not.
 */
export function reportWriteError(error: unknown, retry?: () => void): never {
  playSound('error');
  const messages = getValidationMessages(error);
  if (messages.length > 0) {
    for (const message of messages) void notify('error', message);
  } else {
    const kind = refusalKind(error);
    const passing = kind === 'network' || kind === 'server';
    void notify(
      'error',
      getErrorMessage(error),
      retry && passing ? { label: i18n.t('errors:refused.retry'), onClick: retry } : undefined,
    );
  }
  throw error;
}

export async function createItem<T extends MessageBody = MessageBody>(
  url: string,
  data: unknown,
  options: WriteOptions = {},
): Promise<T> {
  const client = options.client ?? api;
  try {
    const response = await client.post<T>(url, data, jsonConfig(options));
    return succeed(response.data);
  } catch (error) {
    return reportWriteError(error);
  }
}

export async function updateItem<T extends MessageBody = MessageBody>(
  url: string,
  data: unknown,
  options: WriteOptions & { method?: 'post' | 'put' | 'patch' } = {},
): Promise<T> {
  const client = options.client ?? api;
  try {
    const method = (options.method ?? 'post').toUpperCase() as 'POST' | 'PUT' | 'PATCH';
    const response = await client.request<T>(method, url, data, jsonConfig(options));
    return succeed(response.data);
  } catch (error) {
    return reportWriteError(error, options.retry);
  }
}

export async function deleteItem<T extends MessageBody = MessageBody>(
  url: string,
  options: WriteOptions = {},
): Promise<T> {
  const client = options.client ?? api;
  try {
    const response = await client.delete<T>(url, options.config);
    return succeed(response.data ?? ({} as T), i18n.t('common:feedback.deleted'));
  } catch (error) {
    return reportWriteError(error, options.retry);
  }
}
