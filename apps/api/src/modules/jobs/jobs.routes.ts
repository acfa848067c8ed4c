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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, viewerOf } from '../../http/request-view.ts';
import { companiesOnly } from './jobs.errors.ts';
import { createJobsService } from './jobs.service.ts';

const tags = ['jobs'];
const guarded = { tags };
const forms = ['multipart/form-data', 'application/json'];

/** Jobs: lists, details and the company's own writes. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = createJobsService(app);
  app.route({
    ...endpoint(jobsEndpoints.list),
    schema: { tags, querystring: ListJobsQuerySchema, response: { 200: JobsPageSchema } },
    handler: async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return jobs.list(viewerOf(request), request.query);
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.details),
    schema: { tags, params: IdParamsSchema, response: { 200: JobResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await jobs.details(viewerOf(request), request.params.id));
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.mine),
    schema: { ...guarded, querystring: MyJobsQuerySchema, response: { 200: JobsPageSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return jobs.mine(actorOf(request), request.query);
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
      const job = await jobs.create(actorOf(request), request.body);
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
      const job = await jobs.update(actorOf(request), request.params.id, request.body);
      return ok(job, request.t('jobs.updated'));
    },
  });

  app.route({
    ...endpoint(jobsEndpoints.delete),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: JobDeletedResponseSchema } },
    handler: async (request) => {
      await jobs.remove(actorOf(request), request.params.id);
      return { message: request.t('jobs.deleted') };
    },
  });
};
