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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf, viewerOf } from '../../http/request-view.ts';
import type { AuctionsService } from './auctions.service.ts';

const tags = ['auctions'];
const guarded = { tags };
const forms = ['multipart/form-data', 'application/json'];

/** Auctions and their bids over HTTP; the service is built once by `auctions.plugin.ts`. */
export const auctionsRoutes: FastifyPluginAsyncZod<{ auctions: AuctionsService }> = async (
  app,
  { auctions },
) => {
  app.route({
    ...endpoint(auctionsEndpoints.list),
    schema: { tags, querystring: ListAuctionsQuerySchema, response: { 200: AuctionsPageSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return auctions.list(viewerOf(request), request.query);
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.details),
    schema: { tags, params: IdParamsSchema, response: { 200: AuctionResponseSchema } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const auction = await auctions.details(viewerOf(request), request.params.id);
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
      return auctions.mine(actorOf(request), request.query);
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
      const auction = await auctions.create(actorOf(request), request.body);
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
      const auction = await auctions.update(actorOf(request), request.params.id, request.body);
      return ok(auction, request.t('auctions.updated'));
    },
  });

  app.route({
    ...endpoint(auctionsEndpoints.delete),
    schema: { ...guarded, params: IdParamsSchema, response: { 200: AuctionDeletedResponseSchema } },
    handler: async (request) => {
      await auctions.remove(actorOf(request), request.params.id);
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
      return auctions.bids(viewerOf(request), request.params.id, request.query);
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
      const result = await auctions.placeBid(actorOf(request), request.params.id, request.body);
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
