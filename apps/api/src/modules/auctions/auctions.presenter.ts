import {
  type Auction,
  type AuctionCard,
  type AuctionState,
  type AuctionViewerStatus,
  type Bid,
  type Bidder,
  toCents,
} from '@souq/contract';
import type { Viewer } from '../../http/request-view.ts';
import { localName } from '../../i18n/index.ts';
import { photoOf, type ViewContext } from '../ads/ads.presenter.ts';
import type { AuctionCardRow, AuctionDetailsRow, PersonRow } from './auctions.repository.ts';
import type { BidRow } from './bids/bids.repository.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

/** Cents back to a decimal string (`150050` → `"1500.50"`). */
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

/** The state at `now`: cancelled, ended (closed, or its end has passed), upcoming or live. */
export const stateOf = (
  row: {
    starts_at: string;
    ends_at: string;
    closed_at: string | null;
    cancelled_at: string | null;
  },
  now = Date.now(),
): AuctionState => {
  if (row.cancelled_at) return 'cancelled';
  if (row.closed_at || Date.parse(row.ends_at) <= now) return 'ended';
  if (Date.parse(row.starts_at) > now) return 'upcoming';
  return 'live';
};

/** The smallest amount a bid may have now. */
export const nextBidOf = (row: {
  current_price: string | null;
  starting_price: string;
  min_increment: string;
}) =>
  row.current_price === null
    ? row.starting_price
    : fromCents(toCents(row.current_price) + toCents(row.min_increment));

const named = (
  row: { id: number; nameEn: string; nameAr: string } | undefined,
  id: number,
  ctx: ViewContext,
) => ({ id, name: row ? localName(row, ctx.locale) : '' });

const placesOf = (
  row: { category_id: number; country_id: number; region_id: number },
  ctx: ViewContext,
) => ({
  category: named(ctx.reference.categories.get(row.category_id), row.category_id, ctx),
  country: named(ctx.reference.countries.get(row.country_id), row.country_id, ctx),
  region: named(ctx.reference.regions.get(row.region_id), row.region_id, ctx),
});

/** `"Ahmed"` → `"A***d"`: enough to tell bidders apart in a history, not to find them. */
export const maskName = (name: string) => {
  const letters = [...name.trim()];
  if (letters.length <= 1) return `${letters[0] ?? ''}***`;
  return `${letters[0]}***${letters[letters.length - 1]}`;
};

export interface BidderContext {
  audience: Viewer | null;
  ownerId: number;
}

/**
 * A bidder as `audience` may see them: in full for the auction's owner (`ownerId`) and for
 * themself, masked for everyone else and for broadcasts (a null audience: a room has no one reader).
 */
export const toBidder = (person: PersonRow, { audience, ownerId }: BidderContext): Bidder => {
  const isYou = audience?.userId === person.id;
  if (audience && (isYou || audience.userId === ownerId)) {
    return {
      id: person.id,
      name: person.name,
      photo: person.image ? audience.media.thumb(person.image) : null,
      is_you: isYou,
    };
  }
  return { id: null, name: maskName(person.name), photo: null, is_you: false };
};

export const toBid = (row: BidRow, ctx: BidderContext): Bid => ({
  id: row.id,
  amount: row.amount,
  is_auto: row.is_auto,
  is_buy_now: row.is_buy_now,
  bidder: toBidder(row.bidder, ctx),
  created_at: iso(row.created_at),
});

/** The winner at read time: recorded at the close, or (ended, not yet swept) the leader over the reserve. */
const winnerOf = (row: AuctionDetailsRow, state: AuctionState) => {
  if (state !== 'ended') return null;
  if (row.closed_at) return row.winner;
  const met =
    row.reserve_price === null ||
    (row.current_price !== null && toCents(row.current_price) >= toCents(row.reserve_price));
  return met ? row.leader : null;
};

const viewerStatusOf = (
  state: AuctionState,
  { bid, leading, winning }: { bid: boolean; leading: boolean; winning: boolean },
): AuctionViewerStatus => {
  if (!bid) return 'none';
  if (state === 'ended') return winning ? 'won' : 'lost';
  return leading ? 'winning' : 'outbid';
};

export const toAuction = (
  row: AuctionDetailsRow,
  ctx: ViewContext & { watchers: number },
  now = Date.now(),
): Auction => {
  const state = stateOf(row, now);
  const isOwner = ctx.userId === row.user_id;
  const bidderCtx = { audience: ctx, ownerId: row.user_id };
  const winner = winnerOf(row, state);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...placesOf(row, ctx),
    photos: row.photos.map((photo) => photoOf(photo, ctx.media)),
    starting_price: row.starting_price,
    min_increment: row.min_increment,
    reserve_price: isOwner ? row.reserve_price : null,
    has_reserve: row.reserve_price !== null,
    reserve_met:
      row.reserve_price === null
        ? null
        : row.current_price !== null && toCents(row.current_price) >= toCents(row.reserve_price),
    buy_now_price: row.buy_now_price,
    ...runningOf(row, state),
    leader: row.leader ? toBidder(row.leader, bidderCtx) : null,
    winner: winner ? toBidder(winner, bidderCtx) : null,
    watchers: ctx.watchers,
    user: sellerOf(row, ctx),
    is_owner: isOwner,
    saves_count: isOwner ? row.saves_count : null,
    viewer: {
      status: viewerStatusOf(state, {
        bid: row.viewer_bid !== null,
        leading: row.leader?.id === ctx.userId,
        winning: winner?.id === ctx.userId,
      }),
      max_amount: row.viewer_bid?.max_amount ?? null,
    },
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
};

/** Where the auction stands: its times, its state, its price and the next bid it takes. */
const runningOf = (
  row: Pick<AuctionCardRow, 'starts_at' | 'ends_at' | 'current_price' | 'bids_count'> &
    Parameters<typeof nextBidOf>[0],
  state: AuctionState,
) => ({
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  state,
  current_price: row.current_price,
  next_bid: nextBidOf(row),
  bids_count: row.bids_count,
});

/** The auction's seller as its page and its card name them. */
const sellerOf = (row: Pick<AuctionCardRow, 'user_id' | 'seller'>, ctx: ViewContext) => ({
  id: row.user_id,
  name: row.seller.name,
  photo: ctx.media.thumb(row.seller.image),
  type: row.seller.type,
});

/** A list card; `viewer_status` is known only in the caller's own lists (`bidding`, `won`). */
export const toAuctionCard = (
  row: AuctionCardRow,
  ctx: ViewContext,
  { bid = false }: { bid?: boolean } = {},
  now = Date.now(),
): AuctionCard => {
  const state = stateOf(row, now);
  return {
    id: row.id,
    title: row.title,
    ...placesOf(row, ctx),
    starting_price: row.starting_price,
    buy_now_price: row.buy_now_price,
    ...runningOf(row, state),
    user: sellerOf(row, ctx),
    is_owner: ctx.userId === row.user_id,
    cover: row.cover_key ? photoOf({ id: 0, key: row.cover_key }, ctx.media) : null,
    viewer_status: viewerStatusOf(state, {
      bid,
      leading: row.leader_id === ctx.userId,
      winning:
        row.winner_id === ctx.userId ||
        (!row.closed_at && state === 'ended' && row.leader_id === ctx.userId),
    }),
  };
};
