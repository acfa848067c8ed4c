import {
  type ListWishlistQuery,
  type ToggleWishlistBody,
  WISHLIST_IDS_MAX,
  type WishlistIds,
  type WishlistPage,
  type WishlistType,
} from '@souq/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { MAX_OFFSET_ROWS, offsetOf, paged, pageMeta } from '../../http/envelope.ts';
import type { Actor } from '../../http/request-view.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { ownItem, wishlistItemNotFound } from './wishlist.errors.ts';
import { toWishlistEntry } from './wishlist.presenter.ts';
import * as repo from './wishlist.repository.ts';

/**
 * The wish list's operations, bound once to the app's database. Each takes the signed-in caller
 * first (`actorOf(request)`), then what they asked for.
 */
export const createWishlistService = ({ db }: Pick<FastifyInstance, 'db'>) => ({
  toggle: (actor: Actor, item: ToggleWishlistBody) => toggleSaved(db, actor.userId, item),
  list: (actor: Actor, query: ListWishlistQuery) => listWishlist(db, actor, query),
  savedIds: (actor: Actor) => listSavedIds(db, actor.userId),
});

export type WishlistService = ReturnType<typeof createWishlistService>;

/**
 * Saves the item, or removes it when it is saved already, in one transaction where the user's
 * toggles of this item take turns: 20 clicks at once end saved or not as their count says, and
 * the item's `saves_count` (kept by a trigger) follows. Removing always works, even for an item
 * deleted since; saving needs an item the user can see (404) and not their own (403).
 */
const toggleSaved = (
  db: Database,
  userId: number,
  { type, id }: ToggleWishlistBody,
): Promise<{ saved: boolean }> =>
  db.transaction(async (tx) => {
    const key = { userId, type, id };
    await repo.lockToggle(tx, key);
    if (await repo.removeSaved(tx, key)) return { saved: false };
    const ownerId = await repo.findVisibleItemOwner(tx, { type, id, viewerId: userId });
    if (ownerId === undefined) throw wishlistItemNotFound();
    if (ownerId === userId) throw ownItem();
    await repo.insertSaved(tx, key);
    return { saved: true };
  });

/** A page of the user's wish list, newest saved first, each entry with its item's card. */
const listWishlist = async (
  db: Database,
  actor: Actor,
  query: ListWishlistQuery,
): Promise<WishlistPage> => {
  const { userId } = actor;
  const type = query.type === 'all' ? undefined : query.type;
  const perPage = query.per_page;
  const offset = offsetOf({ page: query.page, perPage });
  const [rows, total] = await Promise.all([
    offset > MAX_OFFSET_ROWS
      ? Promise.resolve([])
      : repo.listSaved(db, { userId, type, limit: perPage, offset }),
    repo.countSaved(db, userId, type),
  ]);
  const idsOf = (kind: WishlistType) => rows.filter((r) => r.type === kind).map((r) => r.itemId);
  const [adRows, jobRows, auctionRows, reference] = await Promise.all([
    repo.findAdCards(db, idsOf('ad')),
    repo.findJobCards(db, idsOf('job')),
    repo.findAuctionCards(db, idsOf('auction')),
    getReferenceIndex(db),
  ]);
  const cards = {
    ads: new Map(adRows.map((r) => [r.id, r])),
    jobs: new Map(jobRows.map((r) => [r.id, r])),
    auctions: new Map(auctionRows.map((r) => [r.id, r])),
  };
  const ctx = { ...actor, reference };
  return paged(
    rows.map((row) => toWishlistEntry(row, cards, ctx)),
    pageMeta({ page: query.page, perPage, total }),
  );
};

/** The ids that mark the user's hearts (the newest of each kind) and the count of all saved. */
const listSavedIds = async (db: Database, userId: number): Promise<WishlistIds> => {
  const kinds = await repo.findSavedIds(db, userId, WISHLIST_IDS_MAX);
  const idsOf = (type: WishlistType) => kinds.find((k) => k.type === type)?.ids ?? [];
  return {
    user_id: userId,
    ad: idsOf('ad'),
    job: idsOf('job'),
    auction: idsOf('auction'),
    total: kinds.reduce((sum, k) => sum + k.count, 0),
  };
};
