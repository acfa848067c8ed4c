import type { MessageKey, MessageVars } from '../i18n/index.ts';

/** Messages per field, as keys; localised when the error is answered. */
export type FieldErrors = Record<string, Array<{ key: MessageKey; vars?: MessageVars }>>;

/**
 * An expected failure with an HTTP status and a stable code (`area.reason`). The code is also the
 * message key, unless another key is given.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageKey,
    readonly options: {
      vars?: MessageVars;
      fields?: FieldErrors;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = (code: MessageKey = 'http.not-found') => new AppError(404, code);
export const forbidden = (code: MessageKey = 'http.forbidden') => new AppError(403, code);
/** 401 asking for a bearer token. */
export const unauthenticated = () =>
  new AppError(401, 'http.unauthenticated', { headers: { 'www-authenticate': 'Bearer' } });

/** A 422 for rules the schema cannot express (uniqueness, a region of another country...). */
export const invalidFields = (fields: FieldErrors) =>
  new AppError(422, 'http.validation', { fields });
