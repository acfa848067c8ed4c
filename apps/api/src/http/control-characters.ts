import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * A percent-encoded control character in a path or a query string: C0 (but tab, LF and CR, which
 * the contract's `plainText` lets through), DEL, and C1 in UTF-8 (`%C2%80`..`%C2%9F`). Raw ones
 * never get this far: Node's parser refuses them.
 */
const ENCODED_CONTROL = /%(?:0[0-8BCEF]|1[0-9A-F]|7F|C2%[89][0-9A-F])/i;

/**
 * A query string or a path holding a control character is malformed (400) before anything reads
 * it: the contract's text rule (`plainText`) holds for every query parameter, and for the paths and
 * parameters no schema names too. A NUL would otherwise reach PostgreSQL, which refuses it.
 */
export const registerControlCharacterGuard = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    if (ENCODED_CONTROL.test(request.url)) throw new AppError(400, 'http.control-character');
  });
};

/**
 * PostgreSQL's refusals of a character (22021 `character_not_in_repertoire`: a NUL, an invalid
 * UTF-8 sequence; 22P05 `untranslatable_character`). The contract refuses them first; this is the
 * last line for text no schema checks, answered as the client's fault without logging the query.
 */
export const isRefusedCharacter = (error: unknown): boolean => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return code === '22021' || code === '22P05';
};
