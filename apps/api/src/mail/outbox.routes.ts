import { DevOutboxQuerySchema, DevOutboxResponseSchema, devEndpoints } from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../http/endpoint.ts';
import { ok } from '../http/envelope.ts';
import { listOutboxEmailsTo } from './outbox.repository.ts';

const OUTBOX_LIMIT = 50;

/** `GET /dev/outbox?email=`: the e-mails sent to an address. Never registered in production. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(devEndpoints.outbox),
    schema: {
      tags: ['dev'],
      querystring: DevOutboxQuerySchema,
      response: { 200: DevOutboxResponseSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listOutboxEmailsTo(app.db, request.query.email, OUTBOX_LIMIT);
      return ok(
        rows.map((row) => ({
          id: row.id,
          to: row.toEmail,
          subject: row.subject,
          body: row.bodyText,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
        })),
      );
    },
  });
};
