import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or a client may name a request by: no spaces, quotes or control characters. */
const REQUEST_ID_PATTERN = /^[\w.:=+/@-]{1,128}$/;

/**
 * The request's id (Fastify's `reqId` on every log line): the caller's `X-Request-Id` when it is a
 * plausible id, so one id follows a request from the proxy through the logs; otherwise a fresh
 * UUID, unique across instances. Fastify's own `requestIdHeader` takes any header value, which
 * would let a client write what it likes into the logs.
 */
export const requestIdOf = (request: IncomingMessage): string => {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
};

/** Every answer names its request, errors and 404s included, so a report can quote it. */
export const echoRequestId = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
};
