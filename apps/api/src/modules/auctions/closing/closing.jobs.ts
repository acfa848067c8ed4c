import { defineJob } from '../../../jobs/types.ts';
import { auctionsRealtimeOf } from '../auctions.realtime.ts';
import { afterAuctionEnded, sweepDueAuctions } from './auction-sweep.ts';

/** Every 2 seconds one instance ends the auctions whose time passed (safe on several). */
export const auctionsSweepJob = defineJob({
  type: 'auctions.sweep',
  recurring: '*/2 * * * * *',
  run: async (_payload, { app, db, log }) => {
    await sweepDueAuctions({
      db,
      realtime: auctionsRealtimeOf(app),
      onError: (error) => log.warn({ err: error }, 'auctions: follow-up of an ending failed'),
    });
  },
});

/** An ending's follow-up that did not run at once (a crash, a failure): retried until it does. */
export const auctionEndedJob = defineJob({
  type: 'auctions.ended',
  run: (payload, { app, db }) => afterAuctionEnded(db, auctionsRealtimeOf(app), payload),
});
