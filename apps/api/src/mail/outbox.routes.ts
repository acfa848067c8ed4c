import { DevOutboxQuerySchema, DevOutboxResponseSchema, devEndpoints } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http/endpoint.ts';
import { ok } from '../http/envelope.ts';
import { sendRouteNotFound } from '../http/error-handler.ts';
import { createOutboxService } from './outbox.service.ts';

/** The TCP peer itself, not `request.ip`, which a trusted proxy's header may set. */
const isLoopback = (address: string | undefined) =>
  !!address && /^(127\.|::1$|::ffff:127\.)/.test(address);

/**
 * `GET /dev/outbox?email=`: the e-mails sent to an address, to a client on this machine.
 * Registered only with DEV_OUTBOX (which production refuses); anyone else gets a plain 404.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxService(app);
  app.route({
    ...endpoint(devEndpoints.outbox),
    onRequest: async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return sendRouteNotFound(request, reply);
    },
    schema: {
      tags: ['dev'],
      querystring: DevOutboxQuerySchema,
      response: { 200: DevOutboxResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await outbox.list(request.query));
    },
  });
};
