import type { ApiError } from '@souq/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type MessageKey, translate } from '../i18n/index.ts';
import { AppError } from './app-error.ts';
import { isRefusedCharacter } from './control-characters.ts';
import { isMalformedMultipart } from './multipart-errors.ts';
import { localiseIssues, type ValidationIssue } from './validation.ts';

/** Fastify's own error codes, mapped to ours. */
const frameworkErrors: Record<string, { status: number; code: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'http.malformed' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'http.malformed' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'http.malformed' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'http.too-large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'http.unsupported-media-type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'http.unsupported-media-type' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'media.too-large' },
  FST_PARTS_LIMIT: { status: 413, code: 'http.too-large' },
  FST_FILES_LIMIT: { status: 413, code: 'http.too-large' },
  FST_FIELDS_LIMIT: { status: 413, code: 'http.too-large' },
};

/** Any other client error a plugin raises, by its status. */
const statusErrors: Record<number, MessageKey> = {
  400: 'http.malformed',
  401: 'http.unauthenticated',
  403: 'http.forbidden',
  404: 'http.not-found',
  405: 'http.method-not-allowed',
  413: 'http.too-large',
  415: 'http.unsupported-media-type',
  // A byte range past the end of a file (`/media`).
  416: 'http.range-not-satisfiable',
};

const send = (reply: FastifyReply, status: number, body: ApiError) =>
  reply.status(status).type('application/json; charset=utf-8').send(body);

const handleError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { locale } = request;
  if (error instanceof AppError) {
    const { fields, vars, headers } = error.options;
    if (headers) reply.headers(headers);
    const body: ApiError = { message: translate(locale, error.code, vars), code: error.code };
    if (fields) {
      body.errors = Object.fromEntries(
        Object.entries(fields).map(([field, list]) => [
          field,
          list.map(({ key, vars: v }) => translate(locale, key, v)),
        ]),
      );
    }
    return send(reply, error.statusCode, body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = localiseIssues(
      error.validation as unknown as ValidationIssue[],
      locale,
      error.validationContext,
    );
    return send(reply, 422, {
      message: translate(locale, 'http.validation'),
      code: 'http.validation',
      errors,
    });
  }
  if (isRefusedCharacter(error)) {
    // Text no schema checked, refused by PostgreSQL: the client's fault; the query stays unlogged.
    request.log.warn('a character PostgreSQL refuses (22021 or 22P05)');
    const code = 'http.control-character';
    return send(reply, 400, { message: translate(locale, code), code });
  }
  const known = frameworkErrors[error.code];
  if (known)
    return send(reply, known.status, { message: translate(locale, known.code), code: known.code });
  const malformed = error instanceof SyntaxError || isMalformedMultipart(error, request);
  const status = malformed ? 400 : (error.statusCode ?? 500);
  const byStatus = statusErrors[status];
  if (byStatus)
    return send(reply, status, { message: translate(locale, byStatus), code: byStatus });
  // Anything else is our fault: log it whole, answer without details.
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: translate(locale, 'http.internal'), code: 'http.internal' });
};

export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler(handleError);
};

/** A JSON 404 in the envelope, for any path under the API. */
export const sendRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  send(reply, 404, {
    message: translate(request.locale, 'http.not-found'),
    code: 'http.not-found',
  });
