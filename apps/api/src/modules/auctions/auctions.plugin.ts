import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auctionsRoutes } from './auctions.routes.ts';
import { createAuctionsService } from './auctions.service.ts';

/**
 * Auctions in the app: their routes on one service, and the room rule of `auction:<id>`: anyone
 * may watch an auction that exists and was not cancelled (its page is public within the app).
 * The closing sweep is a background job (`closing/closing.jobs.ts`, in `jobs/registry.ts`).
 */
export const auctionsPlugin: FastifyPluginAsyncZod = async (app) => {
  const auctions = createAuctionsService(app);
  await app.register(auctionsRoutes, { auctions });

  // Realtime is attached after the modules register: add the rule once everything is loaded.
  app.addHook('onReady', async () => {
    app.rooms.allow('auction', ({ id }) => auctions.mayWatch(id));
  });
};
