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
import { sha256Hex } from '../../lib/tokens.ts';
import { imageUrl } from '../../media/media.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { toAd, toAdCard, type ViewContext } from './ad-view.ts';
import type { AdDetailsRow } from './ads.repository.ts';
import {
  changeAdStatus,
  createAd,
  deleteAd,
  getAdDetails,
  listAds,
  listMyAds,
  revealAdPhone,
  updateAd,
} from './ads.service.ts';
import { phoneRevealLimit } from './phone-reveal-limit.ts';

const tags = ['ads'];
const guarded = { tags, security: [{ bearer: [] }] };
const forms = ['multipart/form-data', 'application/json'];

/** Who is looking, for "once per viewer an hour": the account, or a hash of the address. */
const viewerOf = (request: FastifyRequest) =>
  request.user ? `u:${request.user.id}` : `ip:${sha256Hex(`ad-view:${request.ip}`).slice(0, 32)}`;

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limitPhoneReveals = phoneRevealLimit(app);
  const contextOf = async (request: FastifyRequest): Promise<ViewContext> => ({
    locale: request.locale,
    reference: await getReferenceIndex(app.db),
    imageUrlOf: (key, size) => imageUrl(request, key, size)!,
    userId: request.user?.id ?? null,
  });
  const detailsPayload = async (request: FastifyRequest, row: AdDetailsRow) =>
    toAd(row, await contextOf(request));
  /** The ad as its owner sees it right after a change (no view counted). */
  const ownerView = async (request: FastifyRequest, id: number) =>
    detailsPayload(
      request,
      await getAdDetails({ db: app.db, id, userId: currentUser(request).id, viewer: null }),
    );

  app.route({
    ...endpoint(adsEndpoints.list),
    schema: { tags, querystring: ListAdsQuerySchema, response: { 200: AdsPageSchema } },
    handler: async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      const { rows, meta, reference } = await listAds({ db: app.db, query: request.query });
      const ctx = { ...(await contextOf(request)), reference };
      // Not `paged()`: ad lists' meta also says whether the total is capped.
      return { data: rows.map((row) => toAdCard(row, ctx)), meta };
    },
  });

  app.route({
    ...endpoint(adsEndpoints.details),
    schema: { tags, params: IdParamsSchema, response: { 200: AdResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const row = await getAdDetails({
        db: app.db,
        id: request.params.id,
        userId: request.user?.id ?? null,
        viewer: viewerOf(request),
      });
      return ok(await detailsPayload(request, row));
    },
  });

  app.route({
    ...endpoint(adsEndpoints.mine),
    schema: { ...guarded, querystring: MyAdsQuerySchema, response: { 200: AdsPageSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { rows, meta, reference } = await listMyAds({
        db: app.db,
        userId: currentUser(request).id,
        query: request.query,
      });
      const ctx = { ...(await contextOf(request)), reference };
      // Not `paged()`: ad lists' meta also says whether the total is capped.
      return { data: rows.map((row) => toAdCard(row, ctx)), meta };
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
      const id = await createAd({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        input: request.body,
      });
      reply.status(201);
      return ok(await ownerView(request, id), request.t('ads.created'));
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
      const { id } = request.params;
      await updateAd({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
        id,
        input: request.body,
      });
      return ok(await ownerView(request, id), request.t('ads.updated'));
    },
  });

  app.route({
    ...endpoint(adsEndpoints.delete),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: AdDeletedResponseSchema } },
    handler: async (request) => {
      await deleteAd({
        db: app.db,
        media: app.media,
        userId: currentUser(request).id,
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
      const { id } = request.params;
      await changeAdStatus({
        db: app.db,
        userId: currentUser(request).id,
        id,
        status: request.body.status,
      });
      return ok(await ownerView(request, id), request.t('ads.status-changed'));
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
