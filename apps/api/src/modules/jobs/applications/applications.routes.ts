import {
  ApplicationResponseSchema,
  ApplicationStatusBodySchema,
  ApplicationsPageSchema,
  ApplyJobBodySchema,
  buildPath,
  CV_MAX_BYTES,
  IdParamsSchema,
  jobsEndpoints,
  MessageSchema,
  PageQuerySchema,
} from '@souq/contract';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../http/auth.ts';
import { endpoint } from '../../../http/endpoint.ts';
import { ok } from '../../../http/envelope.ts';
import { publicOrigin } from '../../../http/public-origin.ts';
import { viewOf } from '../../../http/request-view.ts';
import { cvTooLarge } from '../jobs.errors.ts';
import type { ApplicationView } from './applications.presenter.ts';
import {
  applyToJob,
  changeApplicationStatus,
  getCvFile,
  listJobApplications,
  listMyApplications,
  refuseCompanies,
  withdrawApplication,
} from './applications.service.ts';

const tags = ['jobs'];
const guarded = { tags };

/** Applying, reviewing applicants, following one's applications, and the private CV files. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const applicationViewOf = (request: FastifyRequest): ApplicationView => ({
    ...viewOf(request),
    cvUrlOf: (id) =>
      `${publicOrigin(request)}${app.prefix}${buildPath(jobsEndpoints.cv.path, { id })}`,
  });
  const callerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { userId: user.id, accountType: user.type };
  };

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
    // A company is told at once that companies do not apply (403 before any 422 about the form).
    preValidation: async (request) => {
      const caller = callerOf(request);
      const { id } = request.params as { id: unknown };
      const jobId = Number(id);
      if (caller.accountType === 'company' && Number.isSafeInteger(jobId) && jobId > 0) {
        await refuseCompanies({ db: app.db, caller, jobId });
      }
    },
    handler: async (request, reply) => {
      const application = await applyToJob({
        db: app.db,
        media: app.media,
        caller: callerOf(request),
        jobId: request.params.id,
        input: request.body,
        view: applicationViewOf(request),
      });
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
      return listJobApplications({
        db: app.db,
        caller: callerOf(request),
        jobId: request.params.id,
        page: request.query.page,
        perPage: request.query.per_page,
        view: applicationViewOf(request),
      });
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
      const application = await changeApplicationStatus({
        db: app.db,
        caller: callerOf(request),
        id: request.params.id,
        status: request.body.status,
        view: applicationViewOf(request),
      });
      return ok(application, request.t('jobs.status-changed'));
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.myApplications),
    schema: { ...guarded, querystring: PageQuerySchema, response: { 200: ApplicationsPageSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyApplications({
        db: app.db,
        caller: callerOf(request),
        page: request.query.page,
        perPage: request.query.per_page,
        view: applicationViewOf(request),
      });
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.withdraw),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: MessageSchema } },
    handler: async (request) => {
      await withdrawApplication({
        db: app.db,
        media: app.media,
        caller: callerOf(request),
        id: request.params.id,
      });
      return { message: request.t('jobs.withdrawn') };
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.cv),
    schema: { ...guarded, params: IdParamsSchema, produces: ['application/octet-stream'] },
    handler: async (request, reply) => {
      const file = await getCvFile({
        db: app.db,
        media: app.media,
        caller: callerOf(request),
        id: request.params.id,
      });
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
