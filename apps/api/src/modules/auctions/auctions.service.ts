import {
  AUCTION_START_MAX_AHEAD_MS,
  type Auction,
  auctionDurationOk,
  auctionPriceRules,
  type CreateAuctionBody,
  type ListAuctionsQuery,
  type MyAuctionsQuery,
  type PageQuery,
  type PlaceBidBody,
  type UpdateAuctionBody,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { type FieldErrors, invalidFields } from '../../http/app-error.ts';
import type { Actor, Viewer } from '../../http/request-view.ts';
import type { Media } from '../../media/media.ts';
import { searchableText } from '../../search/sql.ts';
import { checkPlace } from '../catalog/catalog.service.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { applyPhotoPlan, planPhotos, writeWithPhotos } from '../listings/photos.ts';
import { getAuctionDetails, listAuctions, listMyAuctions } from './auction-lists.service.ts';
import { auctionHasBids, auctionNotFound, notAuctionOwner } from './auctions.errors.ts';
import { type AuctionsRealtime, auctionsRealtimeOf } from './auctions.realtime.ts';
import * as repo from './auctions.repository.ts';
import { listAuctionBids, placeBid } from './bids/bids.service.ts';

interface AuctionDeps {
  db: Database;
  media: Media;
  realtime: AuctionsRealtime;
}

/**
 * Auctions' operations, bound once to the app's database, media and auction rooms; each takes the
 * caller first.
 */
export const createAuctionsService = (app: FastifyInstance) => {
  const deps: AuctionDeps = { db: app.db, media: app.media, realtime: auctionsRealtimeOf(app) };
  const { db } = deps;
  return {
    list: (viewer: Viewer, query: ListAuctionsQuery) => listAuctions(db, viewer, query),
    mine: (actor: Actor, query: MyAuctionsQuery) => listMyAuctions(db, actor, query),
    details: (viewer: Viewer, id: number) => getAuctionDetails(deps, viewer, id),
    create: (actor: Actor, input: CreateAuctionBody) => createAuction(deps, actor, input),
    update: (actor: Actor, id: number, input: UpdateAuctionBody) =>
      updateAuction(deps, actor, id, input),
    remove: (actor: Actor, id: number) => deleteAuction(deps, actor, id),
    bids: (viewer: Viewer, auctionId: number, query: PageQuery) =>
      listAuctionBids(db, viewer, auctionId, query),
    placeBid: (actor: Actor, auctionId: number, input: PlaceBidBody) =>
      placeBid(deps, actor, auctionId, input),
    /** The room rule of `auction:<id>`: any auction that exists and was not cancelled. */
    mayWatch: (id: number) => mayWatchAuction(db, id),
  };
};

export type AuctionsService = ReturnType<typeof createAuctionsService>;

/** A start may lie this far in the past (the form's "now" travels a while before it arrives). */
const START_SLACK_MS = 5 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Reads

// ---------------------------------------------------------------------------------------------
// Writes of the owner

interface Terms {
  title: string;
  description: string;
  categoryId: number;
  countryId: number;
  regionId: number;
  startingPrice: string;
  minIncrement: string;
  reservePrice: string | null;
  buyNowPrice: string | null;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Checks what the schema cannot: the category is a leaf, the region is the country's, the start
 * is not past nor more than 30 days ahead, the run is 1 hour to 30 days, and the prices agree
 * (an update merges its fields over the stored ones first). 422 naming every bad field.
 */
const checkTerms = async (db: Database, terms: Terms, { now }: { now: number }) => {
  const reference = await getReferenceIndex(db);
  const errors: FieldErrors = {};
  const category = reference.categories.get(terms.categoryId);
  if (!category) errors.category_id = [{ key: 'ads.category-unknown' }];
  else if (!category.isLeaf) errors.category_id = [{ key: 'ads.category-not-leaf' }];
  const place = await checkPlace({ db, countryId: terms.countryId, regionId: terms.regionId });
  Object.assign(errors, place.errors);
  const start = terms.startsAt.getTime();
  if (start < now - START_SLACK_MS) errors.starts_at = [{ key: 'auctions.start-in-past' }];
  else if (start > now + AUCTION_START_MAX_AHEAD_MS)
    errors.starts_at = [{ key: 'auctions.start-too-far' }];
  if (!auctionDurationOk(terms.startsAt.toISOString(), terms.endsAt.toISOString())) {
    errors.ends_at = [{ key: 'auctions.duration-invalid' }];
  }
  const prices = {
    starting_price: terms.startingPrice,
    reserve_price: terms.reservePrice,
    buy_now_price: terms.buyNowPrice,
  };
  if (!auctionPriceRules.buyNowAboveStart(prices))
    errors.buy_now_price = [{ key: 'auctions.buy-now-too-low' }];
  if (!auctionPriceRules.reserveFromStart(prices))
    errors.reserve_price = [{ key: 'auctions.reserve-too-low' }];
  else if (!auctionPriceRules.reserveUpToBuyNow(prices))
    errors.reserve_price = [{ key: 'auctions.reserve-above-buy-now' }];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { rootCategoryId: category!.rootId };
};

const columnsOf = (terms: Terms, rootCategoryId: number) => ({
  title: terms.title,
  description: terms.description,
  categoryId: terms.categoryId,
  rootCategoryId,
  countryId: terms.countryId,
  regionId: terms.regionId,
  startingPrice: terms.startingPrice,
  minIncrement: terms.minIncrement,
  reservePrice: terms.reservePrice,
  buyNowPrice: terms.buyNowPrice,
  startsAt: terms.startsAt,
  endsAt: terms.endsAt,
  ...searchableText({ title: terms.title, body: terms.description }),
});

/**
 * Publishes an auction for the audience's user with its photos in order (the first is the
 * cover), starting now or at `starts_at`. Photos are stored first and removed again on failure.
 */
const createAuction = async (deps: AuctionDeps, audience: Actor, input: CreateAuctionBody) => {
  const { db } = deps;
  const now = Date.now();
  const terms: Terms = {
    title: input.title,
    description: input.description,
    categoryId: input.category_id,
    countryId: input.country_id,
    regionId: input.region_id,
    startingPrice: input.starting_price,
    minIncrement: input.min_increment,
    reservePrice: input.reserve_price,
    buyNowPrice: input.buy_now_price,
    startsAt: input.starts_at ? new Date(input.starts_at) : new Date(now),
    endsAt: new Date(input.ends_at),
  };
  const { rootCategoryId } = await checkTerms(db, terms, { now });
  const id = await writeWithPhotos(deps, input.photos, async (tx, keys) => {
    const id = await repo.insertAuction(tx, {
      userId: audience.userId,
      ...columnsOf(terms, rootCategoryId),
      coverKey: keys[0] ?? null,
    });
    await repo.insertPhotos(
      tx,
      id,
      keys.map((key, position) => ({ key, position })),
    );
    return { value: id };
  });
  return getAuctionDetails(deps, audience, id);
};

/** The auction locked for its owner's change: 404, 403, and 409 once anyone has bid. */
const lockOwnUnbidAuction = async (tx: Database, id: number, userId: number) => {
  const locked = await repo.lockAuction(tx, id);
  if (!locked || locked.cancelledAt) throw auctionNotFound();
  if (locked.userId !== userId) throw notAuctionOwner();
  if (locked.bidsCount > 0 || locked.closedAt) throw auctionHasBids();
  return locked;
};

/**
 * Changes the owner's auction, before anyone bids (409 after): any field, photos added, removed
 * and reordered as in an ad's update. The merged auction must pass the create rules; everything
 * happens in one transaction under the auction's row lock, so a bid arriving meanwhile waits and
 * then meets the new terms, or the change meets its bid and is refused.
 */
const updateAuction = async (
  deps: AuctionDeps,
  audience: Actor,
  id: number,
  input: UpdateAuctionBody,
): Promise<Auction> => {
  await writeWithPhotos(
    deps,
    input.photos ?? [],
    async (tx, newKeys) => {
      const a = await lockOwnUnbidAuction(tx, id, audience.userId);
      const now = a.now.getTime();
      const terms: Terms = {
        title: input.title ?? a.title,
        description: input.description ?? a.description,
        categoryId: input.category_id ?? a.categoryId,
        countryId: input.country_id ?? a.countryId,
        regionId: input.region_id ?? a.regionId,
        startingPrice: input.starting_price ?? a.startingPrice,
        minIncrement: input.min_increment ?? a.minIncrement,
        reservePrice: input.reserve_price === undefined ? a.reservePrice : input.reserve_price,
        buyNowPrice: input.buy_now_price === undefined ? a.buyNowPrice : input.buy_now_price,
        startsAt:
          input.starts_at === undefined
            ? a.startsAt
            : input.starts_at === ''
              ? new Date(now)
              : new Date(input.starts_at),
        endsAt: input.ends_at ? new Date(input.ends_at) : a.endsAt,
      };
      // A live auction keeps its start: only an upcoming one may move it.
      const started = a.startsAt.getTime() <= now;
      if (started) terms.startsAt = a.startsAt;
      const { rootCategoryId } = await checkTerms(tx, terms, {
        now: started ? a.startsAt.getTime() : now,
      });
      const current = await repo.listPhotos(tx, id);
      const plan = planPhotos(current, input.photo_order, newKeys);
      const removedKeys = await applyPhotoPlan(tx, id, current, plan, repo);
      const first = plan[0]!;
      const coverKey = 'key' in first ? first.key : current.find((p) => p.id === first.id)!.key;
      await repo.updateAuction(tx, id, { ...columnsOf(terms, rootCategoryId), coverKey });
      return { value: undefined, removedKeys };
    },
    repo,
  );
  return getAuctionDetails(deps, audience, id);
};

/** Deletes the owner's auction before anyone bids (409 after), and its photos' files. */
const deleteAuction = (deps: AuctionDeps, audience: Actor, id: number) =>
  writeWithPhotos(
    deps,
    [],
    async (tx) => {
      await lockOwnUnbidAuction(tx, id, audience.userId);
      const photos = await repo.listPhotos(tx, id);
      await repo.deleteAuction(tx, id);
      return { value: undefined, removedKeys: photos.map((p) => p.key) };
    },
    repo,
  );

const mayWatchAuction = async (db: Database, id: number) => {
  const head = await repo.findAuctionHead(db, id);
  return head !== undefined && head.cancelledAt === null;
};
