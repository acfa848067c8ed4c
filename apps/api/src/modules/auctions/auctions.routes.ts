import {
  AuctionDeletedResponseSchema,
  AuctionResponseSchema,
  AuctionsPageSchema,
  auctionsEndpoints,
  BidsPageSchema,
  CreateAuctionBodySchema,
  IdParamsSchema,
  ListAuctionsQuerySchema,
  MyAuctionsQuerySchema,
  PageQuerySchema,
  PlaceBidBodySchema,
  PlaceBidResponseSchema,
  UpdateAuctionBodySchema,
} from '@souq/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { type Viewer, viewerOf } from '../../http/request-view.ts';
import { listAuctions, listMyAuctions } from './auction-lists.service.ts';
import { auctionsRealtimeOf } from './auctions.realtime.ts';
import {
  createAuction,
  deleteAuction,
  getAuctionDetails,
  mayWatchAuction,
  updateAuction,
} from './auctions.service.ts';
import { listAuctionBids, placeBid } from './bids/bids.service.ts';

const tags = ['auctions'];
const guarded = { tags };
const forms = ['multipart/form-data', 'application/json'];

export const auctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const realtime = auctionsRealtimeOf(app);
  // Anyone may watch an auction that exists (its page is public within the app). Realtime is
  // attached after the modules register: the rule is added once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('auction', ({ id }) => mayWatchAuction(app.db, id));
  });

  const callerOf = (request: FastifyRequest): Viewer & { userId: number } => ({
    ...viewerOf(request),
    userId: currentUser(request).id,
  });
  const write = (request: FastifyRequest) => ({
    db: app.db,
    media: app.media,
    realtime,
    audience: callerOf(request),
  });

  app.route({
    ...endpoint(auctionsEndpoints.list),
    schema: { tags, querystring: ListAuctionsQuerySchema, response: { 200: AuctionsPageSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAuctions({ db: app.db, query: request.query, audience: viewerOf(request) });
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.details),
    schema: { tags, params: IdParamsSchema, response: { 200: AuctionResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const auction = await getAuctionDetails({
        db: app.db,
        realtime,
        id: request.params.id,
        audience: viewerOf(request),
      });
      return ok(auction);
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.mine),
    schema: {
      ...guarded,
      querystring: MyAuctionsQuerySchema,
      response: { 200: AuctionsPageSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyAuctions({
        db: app.db,
        userId: currentUser(request).id,
        query: request.query,
        audience: viewerOf(request),
      });
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.create),
    schema: {
      ...guarded,
      consumes: forms,
      body: CreateAuctionBodySchema,
      response: { 201: AuctionResponseSchema },
    },
    handler: async (request, reply) => {
      const auction = await createAuction({ ...write(request), input: request.body });
      reply.status(201);
      return ok(auction, request.t('auctions.created'));
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.update),
    schema: {
      ...guarded,
      consumes: forms,
      params: IdParamsSchema,
      body: UpdateAuctionBodySchema,
      response: { 200: AuctionResponseSchema },
    },
    handler: async (request) => {
      const auction = await updateAuction({
        ...write(request),
        id: request.params.id,
        input: request.body,
      });
      return ok(auction, request.t('auctions.updated'));
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.delete),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: AuctionDeletedResponseSchema } },
    handler: async (request) => {
      await deleteAuction({ ...write(request), id: request.params.id });
      return { message: request.t('auctions.deleted') };
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.bids),
    schema: {
      tags,
      params: IdParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: BidsPageSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAuctionBids({
        db: app.db,
        auctionId: request.params.id,
        query: request.query,
        audience: viewerOf(request),
      });
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.placeBid),
    schema: {
      ...guarded,
      consumes: forms,
      params: IdParamsSchema,
      body: PlaceBidBodySchema,
      response: { 201: PlaceBidResponseSchema },
    },
    handler: async (request, reply) => {
      const result = await placeBid({
        db: app.db,
        realtime,
        auctionId: request.params.id,
        audience: callerOf(request),
        input: request.body,
      });
      reply.status(201);
      const message = request.body.buy_now
        ? 'auctions.bought'
        : result.raised
          ? 'auctions.max-raised'
          : result.auction.leader?.is_you
            ? 'auctions.bid-placed'
            : 'auctions.outbid-at-once';
      return ok({ bid: result.bid, auction: result.auction }, request.t(message));
    },
  });
};
