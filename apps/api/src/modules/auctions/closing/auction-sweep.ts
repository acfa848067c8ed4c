import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Audience } from '../../ads/ads.presenter.ts';
import { notifying } from '../../notifications/notify.ts';
import { toBidder } from '../auctions.presenter.ts';
import type { AuctionsRealtime } from '../auctions.realtime.ts';
import { closeDueAuctions } from '../auctions.repository.ts';
import { openWinnerChats } from './winner-chat.ts';

/** How often each API instance looks for auctions whose end has passed. */
export const AUCTION_SWEEP_MS = 2_000;
/** Auctions ended per statement; the sweep repeats at once while it finds a full batch. */
const SWEEP_BATCH = 100;

const broadcastAudience: Audience = { locale: 'en', imageUrlOf: () => '', userId: null };

/**
 * Ends every auction due at `now`, exactly once even when several instances sweep at the same
 * time (see `closeDueAuctions`): sets the winner when the reserve is met, records who must be
 * told, and after each commit tells the watchers (`auction:ended`) and opens the winner's chat
 * with the owner. Answers the ids it ended.
 */
export const sweepDueAuctions = async ({
  db,
  realtime,
  now = new Date(),
  onError,
}: {
  db: Database;
  realtime: AuctionsRealtime;
  now?: Date;
  /** Told about a follow-up (the winner's chat) that failed after an ending committed. */
  onError?: (error: unknown) => void;
}): Promise<number[]> => {
  const ended: number[] = [];
  for (;;) {
    const closed = await notifying(db, async (tx, notify) => {
      const rows = await closeDueAuctions(tx, { now, limit: SWEEP_BATCH });
      await notify.auctionsEnded(rows);
      return rows;
    });
    for (const row of closed) {
      ended.push(row.id);
      realtime.emitEnded({
        auction_id: row.id,
        // The owner's id is not needed: a broadcast masks everyone.
        winner: row.winner
          ? toBidder(row.winner, { audience: broadcastAudience, ownerId: 0 })
          : null,
        current_price: row.current_price,
        ends_at: new Date(row.ends_at).toISOString(),
      });
    }
    await openWinnerChats(
      db,
      closed.map((row) => ({ id: row.id, ownerId: row.user_id, winnerId: row.winner?.id ?? null })),
      onError,
    );
    if (closed.length < SWEEP_BATCH) return ended;
  }
};

/**
 * Runs the sweep every `AUCTION_SWEEP_MS` while the server listens (tests that only inject call
 * `sweepDueAuctions` themselves), and stops it when the app closes.
 */
export const scheduleAuctionSweep = (app: FastifyInstance, realtime: AuctionsRealtime) => {
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await sweepDueAuctions({
        db: app.db,
        realtime,
        onError: (error) => app.log.warn({ err: error }, 'auctions: winner chat not opened'),
      });
    } catch (error) {
      app.log.warn({ err: error }, 'auctions: closing sweep failed');
    } finally {
      running = false;
    }
  };
  app.server.once('listening', () => {
    timer = setInterval(() => void tick(), AUCTION_SWEEP_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
};
