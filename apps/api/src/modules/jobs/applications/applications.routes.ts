import {
  ApplicationResponseSchema,
  ApplicationStatusBodySchema,
  ApplicationsPageSchema,
  ApplyJobBodySchema,
  CV_MAX_BYTES,
  IdParamsSchema,
  jobsEndpoints,
  MessageSchema,
  PageQuerySchema,
} from '@souq/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { actorOf } from '../../../http/request-view.ts';
import { cvTooLarge } from '../jobs.errors.ts';
import { createApplicationsService } from './applications.service.ts';

const tags = ['jobs'];
const guarded = { tags };

/** Applying, reviewing applicants, following one's applications, and the private CV files. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const applications = createApplicationsService(app);

  app.route({
    ...endpoint(jobsEndpoints.apply),
    schema: {
      ...guarded,
      consumes: ['multipart/form-data'],
      params: IdParamsSchema,
      body: ApplyJobBodySchema,
      response: { 201: ApplicationResponseSchema },
    },
    // The CV is read no further than its limit: past it, 413 without buffering the rest.
    config: { multipartOptions: { limits: { fileSize: CV_MAX_BYTES, files: 1 } } },
    errorHandler: (error: FastifyError, request, reply) =>
      app.errorHandler(
        error.code === 'FST_REQ_FILE_TOO_LARGE' ? (cvTooLarge() as unknown as FastifyError) : error,
        request,
        reply,
      ),
    // A company is told at once that companies do not apply: 403 after the session guard and
    // before the form is read (a 50 MB CV is not read up to its limit first), nor validated.
    preParsing: [
      requireUser,
      async (request) => {
        const caller = actorOf(request);
        const { id } = request.params as { id: unknown };
        const jobId = Number(id);
        if (caller.accountType === 'company' && Number.isSafeInteger(jobId) && jobId > 0) {
          await applications.refuseCompanies(caller, jobId);
        }
      },
    ],
    handler: async (request, reply) => {
      const application = await applications.apply(
        actorOf(request),
        request.params.id,
        request.body,
      );
      reply.status(201);
      return ok(application, request.t('jobs.applied'));
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.applications),
    schema: {
      ...guarded,
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: ApplicationsPageSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return applications.ofJob(actorOf(request), request.params.id, request.query);
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.applicationStatus),
    schema: {
      ...guarded,
      params: IdParamsSchema,
      body: ApplicationStatusBodySchema,
      response: { 200: ApplicationResponseSchema },
    },
    handler: async (request) => {
      const application = await applications.changeStatus(
        actorOf(request),
        request.params.id,
        request.body.status,
      );
      return ok(application, request.t('jobs.status-changed'));
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.myApplications),
    schema: { ...guarded, querystring: PageQuerySchema, response: { 200: ApplicationsPageSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return applications.mine(actorOf(request), request.query);
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.withdraw),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: MessageSchema } },
    handler: async (request) => {
      await applications.withdraw(actorOf(request), request.params.id);
      return { message: request.t('jobs.withdrawn') };
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.cv),
    schema: { ...guarded, params: IdParamsSchema, produces: ['application/octet-stream'] },
    handler: async (request, reply) => {
      const file = await applications.cvFile(actorOf(request), request.params.id);
      const readable = `${file.applicantName} CV.${file.filename.split('.').pop()}`;
      reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(readable)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  });
};
