import {
  BlockResponseSchema,
  CreateReportBodySchema,
  communityEndpoints,
  ReportResponseSchema,
  UserIdParamsSchema,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../../http/endpoint.ts';
import { actorOf } from '../../../http/request-view.ts';
import { changed, created, FORM_CONTENT_TYPES } from '../../../http/write-handlers.ts';
import { guarded } from '../community.route-options.ts';
import type { ModerationService } from './moderation.service.ts';

/** Reports and blocks over HTTP; the service is built once by `community.plugin.ts`. */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.route({
    ...endpoint(communityEndpoints.createReport),
    schema: {
      ...guarded,
      consumes: FORM_CONTENT_TYPES,
      body: CreateReportBodySchema,
      response: { 201: ReportResponseSchema },
    },
    handler: created('community.report-received', (request) =>
      moderation.report(actorOf(request), request.body),
    ),
  });

  app.route({
    ...endpoint(communityEndpoints.blockUser),
    schema: { ...guarded, params: UserIdParamsSchema, response: { 200: BlockResponseSchema } },
    handler: changed('community.user-blocked', (request) =>
      moderation.block(actorOf(request), request.params.userId),
    ),
  });

  app.route({
    ...endpoint(communityEndpoints.unblockUser),
    schema: { ...guarded, params: UserIdParamsSchema, response: { 200: BlockResponseSchema } },
    handler: changed('community.user-unblocked', (request) =>
      moderation.unblock(actorOf(request), request.params.userId),
    ),
  });
};
