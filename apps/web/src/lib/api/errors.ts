import type { ApiError } from '@souq/contract';
import { i18n } from '../i18n';
import { ApiRequestError, refusalMessage } from './client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's error body, keeping only the parts that have the contract's shape
 * (`ApiError`: `{message, code, errors?}`). Checked by hand: zod stays out of the entry bundle.
 */
export function getApiError(error: unknown): Partial<ApiError> | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body: unknown = error.data;
  if (!isRecord(body)) return null;
  const result: Partial<ApiError> = {};
  if (typeof body.message === 'string') result.message = body.message;
  if (typeof body.code === 'string') result.code = body.code;
  if (isRecord(body.errors)) {
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(body.errors)) {
      const list = Array.isArray(messages) ? messages : [messages];
      errors[field] = list.filter((m): m is string => typeof m === 'string');
    }
    result.errors = errors;
  }
  return result;
}

/** `field: message` for each validation error of a 422 (seed §8), or an empty list. */
export function getValidationMessages(error: unknown): string[] {
  const errors = getApiError(error)?.errors;
  if (!errors) return [];
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => i18n.t('errors:field-message', { field, message })),
  );
}

/**
 * One message for a failed call: the response's message, else the error's own message (network
 * failure, timeout), else "Unknown error" (seed §8).
 */
export function getErrorMessage(error: unknown): string {
  const apiMessage = getApiError(error)?.message;
  if (apiMessage) return apiMessage;
  if (error instanceof ApiRequestError) {
    // The browser's own network error is English only: say it in the active language.
    if (error.code === 'ERR_NETWORK' || error.code === 'ERR_TIMEOUT') {
      return i18n.t('errors:network');
    }
    // A refusal without a message of its own (a proxy's page): never its raw body.
    if (error.status >= 400) return refusalMessage(error.status, error.retryAfter);
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors:unknown');
}

/**
 * Why a call was refused, for a page to say so and offer a retry: too many requests (429), the
 * server failing (5xx), no connection; null for anything else (a 404, a 422: the page's own case).
 */
export type RefusalKind = 'rate-limited' | 'server' | 'network';
export function refusalKind(error: unknown): RefusalKind | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 429) return 'rate-limited';
  if (error.status >= 500) return 'server';
  if (error.code === 'ERR_NETWORK' || error.code === 'ERR_TIMEOUT') return 'network';
  return null;
}

/** Seconds a 429 (or 503) asked to wait, if it said. */
export const retryAfterOf = (error: unknown): number | undefined =>
  error instanceof ApiRequestError ? error.retryAfter : undefined;
