import {
  CreateJobBodySchema,
  IdParamsSchema,
  JobDeletedResponseSchema,
  JobResponseSchema,
  JobsPageSchema,
  jobsEndpoints,
  ListJobsQuerySchema,
  MyJobsQuerySchema,
  UpdateJobBodySchema,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { viewerOf } from '../../http/request-view.ts';
import { companiesOnly } from './jobs.errors.ts';
import { type Actor, createJob, deleteJob, getJobDetails, updateJob } from './jobs.service.ts';
import { listJobs, listMyJobs } from './jobs-lists.service.ts';

const tags = ['jobs'];
const guarded = { tags };
const forms = ['multipart/form-data', 'application/json'];

/** The signed-in caller of a write. */
export const actorOf = (request: FastifyRequest): Actor => {
  const user = currentUser(request);
  return { ...viewerOf(request), userId: user.id, accountType: user.type };
};

/** Jobs: lists, details and the company's own writes. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(jobsEndpoints.list),
    schema: { tags, querystring: ListJobsQuerySchema, response: { 200: JobsPageSchema } },
    handler: async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return listJobs({ db: app.db, query: request.query, audience: viewerOf(request) });
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.details),
    schema: { tags, params: IdParamsSchema, response: { 200: JobResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(
        await getJobDetails({ db: app.db, id: request.params.id, audience: viewerOf(request) }),
      );
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.mine),
    schema: { ...guarded, querystring: MyJobsQuerySchema, response: { 200: JobsPageSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyJobs({
        db: app.db,
        userId: currentUser(request).id,
        query: request.query,
        audience: viewerOf(request),
      });
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.create),
    schema: {
      ...guarded,
      consumes: forms,
      body: CreateJobBodySchema,
      response: { 201: JobResponseSchema },
    },
    // A person is told why at once, whatever they sent: only companies post (403 before any 422).
    preValidation: async (request) => {
      if (currentUser(request).type !== 'company') throw companiesOnly();
    },
    handler: async (request, reply) => {
      const job = await createJob({ db: app.db, actor: actorOf(request), input: request.body });
      reply.status(201);
      return ok(job, request.t('jobs.created'));
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.update),
    schema: {
      ...guarded,
      consumes: forms,
      params: IdParamsSchema,
      body: UpdateJobBodySchema,
      response: { 200: JobResponseSchema },
    },
    handler: async (request) => {
      const job = await updateJob({
        db: app.db,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      });
      return ok(job, request.t('jobs.updated'));
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.delete),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: JobDeletedResponseSchema } },
    handler: async (request) => {
      await deleteJob({
        db: app.db,
        media: app.media,
        actor: actorOf(request),
        id: request.params.id,
      });
      return { message: request.t('jobs.deleted') };
    },
  });
};
