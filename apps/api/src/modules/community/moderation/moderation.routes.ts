import {
  BlockResponseSchema,
  CreateReportBodySchema,
  communityEndpoints,
  ReportResponseSchema,
  UserIdParamsSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { communityRealtimeOf } from '../community.realtime.ts';
import { forms, guarded } from '../community.route-options.ts';
import { blockUser, reportContent, unblockUser } from './moderation.service.ts';

export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = communityRealtimeOf(app);

  app.route({
    ...endpoint(communityEndpoints.createReport),
    schema: {
      ...guarded,
      consumes: forms,
      body: CreateReportBodySchema,
      response: { 201: ReportResponseSchema },
    },
    handler: async (request, reply) => {
      const report = await reportContent({
        db: app.db,
        reporterId: currentUser(request).id,
        input: request.body,
      });
      reply.status(201);
      return ok(report, request.t('community.report-received'));
    },
  });

  app.route({
    ...endpoint(communityEndpoints.blockUser),
    schema: { ...guarded, params: UserIdParamsSchema, response: { 200: BlockResponseSchema } },
    handler: async (request) => {
      const block = await blockUser({
        db: app.db,
        realtime,
        blockerId: currentUser(request).id,
        userId: request.params.userId,
      });
      return ok(block, request.t('community.user-blocked'));
    },
  });

  app.route({
    ...endpoint(communityEndpoints.unblockUser),
    schema: { ...guarded, params: UserIdParamsSchema, response: { 200: BlockResponseSchema } },
    handler: async (request) =>
      ok(
        await unblockUser({
          db: app.db,
          blockerId: currentUser(request).id,
          userId: request.params.userId,
        }),
        request.t('community.user-unblocked'),
      ),
  });
};
