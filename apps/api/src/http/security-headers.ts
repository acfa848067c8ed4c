import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What still means something on a hashed script, style sheet, font or picture of the web app:
 * the rest (CSP, framing, referrer, opener…) govern documents, and repeating them on each of a
 * page's ~20 files cost about 0.7 KB of headers per file.
 */
const SUBRESOURCE_HEADERS = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
]);
const SUBRESOURCE = /^\/assets\/[^?]+\.(js|css|woff2?|png|webp|avif|jpe?g|ico)(\?|$)/;

/**
 * Helmet's security headers on every answer, computed once at start: `@fastify/helmet` builds
 * helmet's middleware again for every request (parsing the CSP directives each time: about a
 * tenth of a list request's JavaScript). The headers do not depend on the request (no nonces, no
 * per-route options), so helmet's own middleware is run once against a recorder and its headers
 * are set on each reply.
 */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SUBRESOURCE.test(request.url) ? subresourceHeaders : headers);
    done();
  });
};
