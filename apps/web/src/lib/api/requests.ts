import { i18n } from '../i18n';
import { notify } from '../notify';
import { playSound } from '../sounds';
import { type ApiClient, api, type RequestOptions } from './client';
import { getErrorMessage, getValidationMessages } from './errors';

export interface WriteOptions {
  /** Another client (tests). */
  client?: ApiClient;
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

/** Failure: error sound, then one toast per validation error, else one message (seed §8). */
export function reportWriteError(error: unknown): never {
  playSound('error');
  const messages = getValidationMessages(error);
  if (messages.length > 0) {
    for (const message of messages) void notify('error', message);
  } else {
    void notify('error', getErrorMessage(error));
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
    return reportWriteError(error);
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
    return reportWriteError(error);
  }
}
