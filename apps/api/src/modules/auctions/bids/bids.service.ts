import {
  AUCTION_SOFT_CLOSE_MS,
  type Auction,
  type Bid,
  type PageMeta,
  type PageQuery,
  type PlaceBidBody,
  toCents,
} from '@souq/contract';
import type { Database } from '../../../db/client.ts';
import { MAX_OFFSET_ROWS, pageMeta } from '../../../http/envelope.ts';
import type { Actor, Viewer } from '../../../http/request-view.ts';
import { type Notify, notifying } from '../../notifications/notify.ts';
import { getAuctionDetails } from '../auction-lists.service.ts';
import {
  alreadyLeading,
  auctionEnded,
  auctionNotFound,
  bidTooLow,
  noBuyNow,
  notStarted,
  ownAuction,
  wrongBuyNowAmount,
} from '../auctions.errors.ts';
import { fromCents, toBid } from '../auctions.presenter.ts';
import type { AuctionsRealtime } from '../auctions.realtime.ts';
import * as repo from '../auctions.repository.ts';
import { followUpEnding, type RecordedEnding, recordEnding } from '../closing/auction-sweep.ts';
import * as closingRepo from '../closing/closing.repository.ts';
import * as bidsRepo from './bids.repository.ts';

interface Decision {
  bids: bidsRepo.NewBid[];
  price: number;
  leaderId: number;
  leaderMax: number;
  /** Who lost the lead by this bid (told by an `auction.outbid` notification). */
  outbid: number | null;
}

/**
 * The bids one submission produces, by eBay's proxy rules: a challenger whose maximum beats the
 * leader's takes the lead at the leader's maximum plus the increment (capped at the challenger's
 * maximum, never below the amount they typed); otherwise the leader's automatic bid answers with
 * the challenger's maximum plus the increment (capped at the leader's maximum; a tie goes to the
 * leader, whose maximum came first). Amounts never go down.
 */
const decide = (
  a: {
    leaderId: number | null;
    leaderMax: string | null;
    currentPrice: string | null;
    minIncrement: string;
  },
  { userId, amount, max }: { userId: number; amount: number; max: number },
): Decision => {
  const inc = toCents(a.minIncrement);
  if (a.leaderId === null || a.currentPrice === null) {
    return {
      bids: [{ userId, amount: fromCents(amount), isAuto: false, isBuyNow: false }],
      price: amount,
      leaderId: userId,
      leaderMax: max,
      outbid: null,
    };
  }
  const price = toCents(a.currentPrice);
  const leaderMax = a.leaderMax === null ? price : toCents(a.leaderMax);
  if (max > leaderMax) {
    const newPrice = Math.max(amount, Math.min(max, leaderMax + inc));
    const bids: bidsRepo.NewBid[] = [];
    // The leader's automatic bidding went up to their maximum before losing the lead.
    if (leaderMax > price) {
      bids.push({
        userId: a.leaderId,
        amount: fromCents(leaderMax),
        isAuto: true,
        isBuyNow: false,
      });
    }
    bids.push({ userId, amount: fromCents(newPrice), isAuto: newPrice > amount, isBuyNow: false });
    return { bids, price: newPrice, leaderId: userId, leaderMax: max, outbid: a.leaderId };
  }
  const answer = Math.min(leaderMax, max + inc);
  return {
    bids: [
      { userId, amount: fromCents(max), isAuto: max > amount, isBuyNow: false },
      { userId: a.leaderId, amount: fromCents(answer), isAuto: true, isBuyNow: false },
    ],
    price: answer,
    leaderId: a.leaderId,
    leaderMax,
    outbid: userId,
  };
};

/**
 * Places a bid (or a buy-now) in one transaction under the auction's row lock, judged by the
 * database's clock: the first bid at least the starting price, later ones at least the current
 * price plus the increment; not the owner's (403), not before the start or after the end (409).
 * Automatic bids are resolved in the same transaction; a bid in the last 2 minutes moves the end
 * to 2 minutes after it; buy-now ends the auction at once. The leader may only raise their own
 * maximum (no bid, the price stays; 409 otherwise). After the commit every watcher gets
 * `bid:new` (and `auction:ended`). Answers the caller's bid and the auction as they see it.
 */
export const placeBid = async (
  { db, realtime }: { db: Database; realtime: AuctionsRealtime },
  audience: Actor,
  auctionId: number,
  input: PlaceBidBody,
): Promise<{ bid: Bid; auction: Auction; raised: boolean }> => {
  const { userId } = audience;
  const outcome = await notifying(db, audience, async (tx, notify) => {
    const a = await repo.lockAuction(tx, auctionId);
    if (!a || a.cancelledAt) throw auctionNotFound();
    if (a.userId === userId) throw ownAuction();
    const now = a.now;
    if (a.startsAt > now) throw notStarted();
    if (a.closedAt || a.endsAt <= now) throw auctionEnded();
    const amount = toCents(input.amount);

    if (input.buy_now) return buyNow(tx, notify, { a, userId, amount, now }, audience.requestId);

    if (a.leaderId === userId) {
      // The leader may only raise their maximum: no bid against themself, the price stays.
      const leaderMax = toCents(a.leaderMax ?? a.currentPrice!);
      if (!input.max_amount || toCents(input.max_amount) <= leaderMax) throw alreadyLeading();
      await bidsRepo.raiseLeaderMax(tx, { auctionId, userId, maxAmount: input.max_amount });
      return {
        inserted: [],
        ownerId: a.userId,
        bidsCount: a.bidsCount,
        endsAt: a.endsAt,
      };
    }
    const min =
      a.currentPrice === null
        ? toCents(a.startingPrice)
        : toCents(a.currentPrice) + toCents(a.minIncrement);
    if (amount < min) throw bidTooLow(fromCents(min));
    const max = input.max_amount ? toCents(input.max_amount) : amount;
    const decision = decide(a, { userId, amount, max });
    const endsAt =
      a.endsAt.getTime() - now.getTime() < AUCTION_SOFT_CLOSE_MS
        ? new Date(now.getTime() + AUCTION_SOFT_CLOSE_MS)
        : a.endsAt;
    const inserted = await bidsRepo.recordBid(tx, {
      auctionId,
      bids: decision.bids,
      bidder: { userId, maxAmount: fromCents(max) },
      state: {
        currentPrice: fromCents(decision.price),
        leaderId: decision.leaderId,
        leaderMax: fromCents(decision.leaderMax),
        endsAt,
      },
      now,
    });
    const told = { auctionId, data: { amount: fromCents(decision.price) } };
    if (decision.outbid !== null)
      await notify({
        ...told,
        type: 'auction.outbid',
        recipientId: decision.outbid,
        actorId: null,
      });
    await notify({
      ...told,
      type: 'auction.bid',
      recipientId: a.userId,
      actorId: userId,
      foldKey: `auction:${auctionId}`,
    });
    return {
      inserted,
      ownerId: a.userId,
      bidsCount: a.bidsCount + decision.bids.length,
      endsAt,
    };
  });

  await announce({ db, realtime }, auctionId, outcome);
  const mine =
    outcome.inserted.filter((r) => r.bidder.id === userId).at(-1) ??
    (await bidsRepo.findLatestBidOf(db, { auctionId, userId }))!;
  const auction = await getAuctionDetails({ db, realtime }, audience, auctionId);
  return {
    bid: toBid(mine, { audience, ownerId: outcome.ownerId }),
    auction,
    raised: outcome.inserted.length === 0,
  };
};

/**
 * A page of an auction's bids, newest first; bidders named in full only for the owner and for
 * themselves. The total is the row's counter (no count query); pages stop at 1,000 bids deep.
 */
export const listAuctionBids = async (
  db: Database,
  audience: Viewer,
  auctionId: number,
  query: PageQuery,
): Promise<{ data: Bid[]; meta: PageMeta }> => {
  const head = await repo.findAuctionHead(db, auctionId);
  if (!head || (head.cancelledAt && head.userId !== audience.userId)) throw auctionNotFound();
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const rows =
    offset >= MAX_OFFSET_ROWS
      ? []
      : await bidsRepo.listBids(db, { auctionId, limit: perPage, offset });
  const total = Math.min(head.bidsCount, MAX_OFFSET_ROWS);
  return {
    data: rows.map((row) => toBid(row, { audience, ownerId: head.userId })),
    meta: pageMeta({ page: query.page, perPage, total }),
  };
};

type LockedAuction = NonNullable<Awaited<ReturnType<typeof repo.lockAuction>>>;
type Outcome = {
  inserted: Awaited<ReturnType<typeof bidsRepo.recordBid>>;
  ownerId: number;
  bidsCount: number;
  endsAt: Date;
  /** The ending a buy-now caused, with its `auctions.ended` job (winner's chat, `auction:ended`). */
  ending?: RecordedEnding;
};

/**
 * Buy-now: one bid at the buy-now price, and the auction closes in the same transaction, with
 * its notifications and its follow-up job (the sweep's `auctions.ended`, keyed by the auction, so
 * it happens once whoever ended it, carrying the request's id).
 */
const buyNow = async (
  tx: Database,
  notify: Notify,
  { a, userId, amount, now }: { a: LockedAuction; userId: number; amount: number; now: Date },
  requestId: string | undefined,
): Promise<Outcome> => {
  const auctionId = a.id;
  const price = a.buyNowPrice === null ? null : toCents(a.buyNowPrice);
  if (price === null || (a.currentPrice !== null && toCents(a.currentPrice) >= price)) {
    throw noBuyNow();
  }
  if (amount !== price) throw wrongBuyNowAmount(a.buyNowPrice!);
  const inserted = await bidsRepo.recordBid(tx, {
    auctionId,
    bids: [{ userId, amount: a.buyNowPrice!, isAuto: false, isBuyNow: true }],
    bidder: { userId, maxAmount: a.buyNowPrice! },
    state: {
      currentPrice: a.buyNowPrice!,
      leaderId: userId,
      leaderMax: a.buyNowPrice!,
      endsAt: now,
    },
    now,
  });
  const [closed] = await closingRepo.closeDueAuctions(tx, { now, limit: 1, ids: [auctionId] });
  if (!closed) return { inserted, ownerId: a.userId, bidsCount: a.bidsCount + 1, endsAt: now };
  await notify.auctionsEnded([closed]);
  const ending = await recordEnding(tx, closed, { requestId });
  return { inserted, ownerId: a.userId, bidsCount: a.bidsCount + 1, endsAt: now, ending };
};

/**
 * After the commit: every watcher hears of the bids in the order they were accepted; a buy-now's
 * ending is followed up at once (`auction:ended`, the winner's chat with the owner) through its
 * job, which the workers retry if this run fails or the process dies first.
 */
const announce = async (
  { db, realtime }: { db: Database; realtime: AuctionsRealtime },
  auctionId: number,
  outcome: Outcome,
) => {
  const rows = outcome.inserted;
  const before = outcome.bidsCount - rows.length;
  rows.forEach((row, i) => {
    realtime.emitBid({
      auction_id: auctionId,
      bid: toBid(row, { audience: null, ownerId: outcome.ownerId }),
      current_price: row.amount,
      ends_at: outcome.endsAt.toISOString(),
      bids_count: before + i + 1,
    });
  });
  // A failed follow-up stays queued with its error; the bid and the ending stand.
  if (outcome.ending) await followUpEnding(db, realtime, outcome.ending);
};
