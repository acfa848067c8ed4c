import type { Database } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/enqueue.ts';
import { runEnqueuedNow } from '../../../jobs/run-now.ts';
import type { JobPayloads } from '../../../jobs/types.ts';
import { notifying } from '../../notifications/notify.ts';
import { toBidder } from '../auctions.presenter.ts';
import type { AuctionsRealtime } from '../auctions.realtime.ts';
import { type ClosedAuctionRow, closeDueAuctions } from './closing.repository.ts';
import { openWinnerChat } from './winner-chat.ts';

/** Auctions ended per statement; the sweep repeats at once while it finds a full batch. */
const SWEEP_BATCH = 100;
/**
 * The sweeping process runs an ending's follow-up itself right after the commit; the workers
 * wait this long before taking it (only when that process died or the run failed).
 */
const FOLLOW_UP_GRACE_MS = 10_000;

export type AuctionEnded = JobPayloads['auctions.ended'];

/**
 * What follows an ending, run by the `auctions.ended` job (so a crash between the ending's
 * commit and here loses nothing): the watchers hear `auction:ended`, and the winner and the
 * owner find a conversation about it in their chats (none between people who blocked each
 * other). Idempotent: the conversation is found when it exists; a repeated event is harmless.
 */
export const afterAuctionEnded = async (
  db: Database,
  realtime: AuctionsRealtime,
  { auctionId, ownerId, winnerId, event }: AuctionEnded,
) => {
  realtime.emitEnded({
    auction_id: auctionId,
    winner: event.winner as Parameters<AuctionsRealtime['emitEnded']>[0]['winner'],
    current_price: event.current_price,
    ends_at: event.ends_at,
  });
  await openWinnerChat(db, { id: auctionId, ownerId, winnerId });
};

/** An ending recorded with its follow-up job (null: the job existed already). */
export interface RecordedEnding {
  jobId: number | null;
  payload: AuctionEnded;
}

/**
 * Records an ending's follow-up (`auctions.ended`, keyed by the auction) in the ending's own
 * transaction: it exists exactly when the ending committed, and happens once whoever ended it
 * (the sweep, or a buy-now). The workers wait FOLLOW_UP_GRACE_MS before taking it, so the
 * process that ended the auction runs it first (`followUpEnding`).
 */
export const recordEnding = async (
  tx: Database,
  row: ClosedAuctionRow,
  { requestId }: { requestId?: string } = {},
): Promise<RecordedEnding> => {
  const payload: AuctionEnded = {
    auctionId: row.id,
    ownerId: row.user_id,
    winnerId: row.winner?.id ?? null,
    event: {
      // A broadcast has no one reader: everyone is masked, the owner's id is not needed.
      winner: row.winner ? toBidder(row.winner, { audience: null, ownerId: 0 }) : null,
      current_price: row.current_price,
      ends_at: new Date(row.ends_at).toISOString(),
    },
  };
  const jobId = await enqueue(tx, 'auctions.ended', payload, {
    key: `${row.id}`,
    runAt: new Date(Date.now() + FOLLOW_UP_GRACE_MS),
    requestId,
  });
  return { jobId, payload };
};

/**
 * After the ending's commit, its process runs the follow-up at once (claimed like any job, so it
 * runs once). A failure stays queued, with its error, for the workers to retry; it is reported to
 * `onError`, never thrown: the ending itself stands.
 */
export const followUpEnding = async (
  db: Database,
  realtime: AuctionsRealtime,
  { jobId, payload }: RecordedEnding,
  onError: (error: unknown) => void = () => {},
) => {
  if (jobId === null) return;
  await runEnqueuedNow(db, jobId, () => afterAuctionEnded(db, realtime, payload)).catch(onError);
};

/**
 * Ends every auction due at `now`, exactly once even when several instances sweep at the same
 * time (see `closeDueAuctions`): sets the winner when the reserve is met, records who must be
 * told and an `auctions.ended` job per auction in the same transaction, then runs those jobs at
 * once (a failure stays queued and is retried). Answers the ids it ended.
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
      const endings: RecordedEnding[] = [];
      for (const row of rows) endings.push(await recordEnding(tx, row));
      return endings;
    });
    for (const ending of closed) {
      ended.push(ending.payload.auctionId);
      await followUpEnding(db, realtime, ending, onError);
    }
    if (closed.length < SWEEP_BATCH) return ended;
  }
};
