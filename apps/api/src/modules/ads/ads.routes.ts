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
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { type Viewer, viewerOf } from '../../http/request-view.ts';
import { trustedResponse } from '../../http/serializer.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import {
  changeAdStatus,
  createAd,
  deleteAd,
  getAdDetails,
  revealAdPhone,
  updateAd,
} from './ads.service.ts';
import { phoneRevealLimit } from './phone-reveal-limit.ts';
import { listAds, listMyAds } from './search/ad-lists.service.ts';

const tags = ['ads'];
const guarded = { tags };
const forms = ['multipart/form-data', 'application/json'];

/** Who is looking, for "once per viewer an hour": the account, or a hash of the address. */
const viewKeyOf = (request: FastifyRequest) =>
  request.user ? `u:${request.user.id}` : `ip:${sha256Hex(`ad-view:${request.ip}`).slice(0, 32)}`;

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPhoneReveals = phoneRevealLimit(app);
  /** The signed-in caller as the audience of an owner's change. */
  const ownerOf = (request: FastifyRequest): Viewer & { userId: number } => ({
    ...viewerOf(request),
    userId: currentUser(request).id,
  });

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
      return listAds({ db: app.db, query: request.query, audience: viewerOf(request) });
    },
  });

  app.route({
    ...endpoint(adsEndpoints.details),
    schema: { tags, params: IdParamsSchema, response: { 200: trustedResponse(AdResponseSchema) } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const ad = await getAdDetails({
        db: app.db,
        id: request.params.id,
        viewer: viewKeyOf(request),
        audience: viewerOf(request),
      });
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
      return listMyAds({
        db: app.db,
        userId: currentUser(request).id,
        query: request.query,
        audience: viewerOf(request),
      });
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
      const ad = await createAd({
        db: app.db,
        media: app.media,
        audience: ownerOf(request),
        input: request.body,
      });
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
      const ad = await updateAd({
        db: app.db,
        media: app.media,
        audience: ownerOf(request),
        id: request.params.id,
        input: request.body,
      });
      return ok(ad, request.t('ads.updated'));
    },
  });

  app.route({
    ...endpoint(adsEndpoints.delete),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: AdDeletedResponseSchema } },
    handler: async (request) => {
      await deleteAd({
        db: app.db,
        media: app.media,
        audience: ownerOf(request),
        id: request.params.id,
      });
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
      const ad = await changeAdStatus({
        db: app.db,
        audience: ownerOf(request),
        id: request.params.id,
        status: request.body.status,
      });
      return ok(ad, request.t('ads.status-changed'));
    },
  });

  app.route({
    ...endpoint(adsEndpoints.phone),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: AdPhoneResponseSchema } },
    handler: async (request, reply) => {
      await limitPhoneReveals(request);
      reply.header('cache-control', 'private, no-store');
      const phone = await revealAdPhone({
        db: app.db,
        userId: currentUser(request).id,
        id: request.params.id,
      });
      return ok({ phone });
    },
  });
};
