import {
  ListWishlistQuerySchema,
  ToggleWishlistBodySchema,
  ToggleWishlistResponseSchema,
  WishlistIdsResponseSchema,
  WishlistPageSchema,
  wishlistEndpoints,
} from '@souq/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoint } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { limitPerUser } from '../../http/rate-limit.ts';
import { actorOf } from '../../http/request-view.ts';
import { createWishlistService } from './wishlist.service.ts';

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlist = createWishlistService(app);
  // Each toggle moves an item's saves_count, which its owner sees: a few a second at most.
  const limitToggles = limitPerUser(app, {
    action: 'wishlist-toggle',
    max: app.config.WISHLIST_TOGGLE_RATE_LIMIT_MAX,
    timeWindow: 60_000,
  });

  app.route({
    ...endpoint(wishlistEndpoints.list),
    schema: {
      tags: ['wishlist'],
      querystring: ListWishlistQuerySchema,
      response: { 200: WishlistPageSchema },
    },
    handler: async (request) => wishlist.list(actorOf(request), request.query),
  });

  app.route({
    ...endpoint(wishlistEndpoints.ids),
    schema: { tags: ['wishlist'], response: { 200: WishlistIdsResponseSchema } },
    handler: async (request) => ok(await wishlist.savedIds(actorOf(request))),
  });

  app.route({
    ...endpoint(wishlistEndpoints.toggle),
    schema: {
      tags: ['wishlist'],
      body: ToggleWishlistBodySchema,
      response: { 200: ToggleWishlistResponseSchema },
    },
    preHandler: limitToggles,
    handler: async (request) => {
      const result = await wishlist.toggle(actorOf(request), request.body);
      return ok(result, request.t(result.saved ? 'wishlist.saved' : 'wishlist.removed'));
    },
  });
};
