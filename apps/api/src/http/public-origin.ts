import type { FastifyRequest } from 'fastify';

/**
 * Where absolute links point: `PUBLIC_URL` when set, else the scheme and host this request
 * arrived on. Fastify reads those from X-Forwarded-Proto/-Host only when the peer is a proxy
 * named by `TRUST_PROXY`, so an ordinary client cannot move links to its own host.
 */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;

/** Where links point without a request (sockets, sweeps): PUBLIC_URL, else relative to the app. */
export const appOrigin = (app: { config: { PUBLIC_URL?: string } }): string =>
  app.config.PUBLIC_URL ?? '';
