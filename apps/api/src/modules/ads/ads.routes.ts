import {
  AdDeletedResponseSchema,
  AdPhoneResponseSchema,
  AdResponseSchema,
  AdStatusBodySchema,
  AdsPageSchema,
  adsEndpoints,
  CreateAdBodySchema,
  IdParamsSchema,
  ListAdsQuerySchema,
  MyAdsQuerySchema,
  UpdateAdBodySchema,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, viewerOf } from '../../http/request-view.ts';
import { trustedResponse } from '../../http/serializer.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import { createAdsService } from './ads.service.ts';
import { phoneRevealLimit } from './phone-reveal-limit.ts';

const tags = ['ads'];
const guarded = { tags };
const forms = ['multipart/form-data', 'application/json'];

/** Who is looking, for "once per viewer an hour": the account, or a hash of the address. */
const viewKeyOf = (request: FastifyRequest) =>
  request.user ? `u:${request.user.id}` : `ip:${sha256Hex(`ad-view:${request.ip}`).slice(0, 32)}`;

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPhoneReveals = phoneRevealLimit(app);
  const ads = createAdsService(app);

  app.route({
    ...endpoint(adsEndpoints.list),
    schema: {
      tags,
      querystring: ListAdsQuerySchema,
      response: { 200: trustedResponse(AdsPageSchema) },
    },
    handler: async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      // Not `paged()`: ad lists' meta also says whether the total is capped.
      return ads.list(viewerOf(request), request.query);
    },
  });

  app.route({
    ...endpoint(adsEndpoints.details),
    schema: { tags, params: IdParamsSchema, response: { 200: trustedResponse(AdResponseSchema) } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const ad = await ads.details(viewerOf(request), request.params.id, viewKeyOf(request));
      return ok(ad);
    },
  });

  app.route({
    ...endpoint(adsEndpoints.mine),
    schema: {
      ...guarded,
      querystring: MyAdsQuerySchema,
      response: { 200: trustedResponse(AdsPageSchema) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ads.mine(actorOf(request), request.query);
    },
  });

  app.route({
    ...endpoint(adsEndpoints.create),
    schema: {
      ...guarded,
      consumes: forms,
      body: CreateAdBodySchema,
      response: { 201: AdResponseSchema },
    },
    handler: async (request, reply) => {
      const ad = await ads.create(actorOf(request), request.body);
      reply.status(201);
      return ok(ad, request.t('ads.created'));
    },
  });

  app.route({
    ...endpoint(adsEndpoints.update),
    schema: {
      ...guarded,
      consumes: forms,
      params: IdParamsSchema,
      body: UpdateAdBodySchema,
      response: { 200: AdResponseSchema },
    },
    handler: async (request) => {
      const ad = await ads.update(actorOf(request), request.params.id, request.body);
      return ok(ad, request.t('ads.updated'));
    },
  });

  app.route({
    ...endpoint(adsEndpoints.delete),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: AdDeletedResponseSchema } },
    handler: async (request) => {
      await ads.remove(actorOf(request), request.params.id);
      return { message: request.t('ads.deleted') };
    },
  });

  app.route({
    ...endpoint(adsEndpoints.status),
    schema: {
      ...guarded,
      params: IdParamsSchema,
      body: AdStatusBodySchema,
      response: { 200: AdResponseSchema },
    },
    handler: async (request) => {
      const ad = await ads.changeStatus(actorOf(request), request.params.id, request.body.status);
      return ok(ad, request.t('ads.status-changed'));
    },
  });

  app.route({
    ...endpoint(adsEndpoints.phone),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: AdPhoneResponseSchema } },
    handler: async (request, reply) => {
      await limitPhoneReveals(request);
      reply.header('cache-control', 'private, no-store');
      const phone = await ads.revealPhone(actorOf(request), request.params.id);
      return ok({ phone });
    },
  });
};
