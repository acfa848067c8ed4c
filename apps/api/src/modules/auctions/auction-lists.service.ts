import type {
  Auction,
  AuctionCard,
  AuctionsPage,
  ListAuctionsQuery,
  MyAuctionsQuery,
} from '@souq/contract';
import type { Database } from '../../db/client.ts';
import { MAX_OFFSET_ROWS } from '../../http/envelope.ts';
import type { Actor, Viewer } from '../../http/request-view.ts';
import { fullTextMatch } from '../../search/sql.ts';
import { getReferenceIndex } from '../catalog/reference-index.ts';
import { adPageMeta, deepestPageOf } from '../listings/page-meta.ts';
import { selectionFilters } from '../listings/selection-filters.ts';
import { auctionNotFound } from './auctions.errors.ts';
import { toAuction, toAuctionCard } from './auctions.presenter.ts';
import type { AuctionsRealtime } from './auctions.realtime.ts';
import * as repo from './auctions.repository.ts';

/** The auction with its photos, seller, leader and the viewer's own standing. */
export const getAuctionDetails = async (
  { db, realtime }: { db: Database; realtime: Pick<AuctionsRealtime, 'watchers'> },
  audience: Viewer,
  id: number,
): Promise<Auction> => {
  const row = await repo.findAuctionDetails(db, { id, viewerId: audience.userId });
  if (!row || (row.cancelled_at && row.user_id !== audience.userId)) throw auctionNotFound();
  const reference = await getReferenceIndex(db);
  return toAuction(row, { ...audience, reference, watchers: realtime.watchers(id) });
};

/**
 * Auctions of one state for everyone: live ending soonest, upcoming starting soonest, ended most
 * recently; the selection's place and category (a parent includes its sub-categories) and the
 * shared Arabic-aware full-text search. Pages stop 1,000 rows deep and totals at "1,000+".
 */
export const listAuctions = async (
  db: Database,
  audience: Viewer,
  query: ListAuctionsQuery,
): Promise<AuctionsPage> => {
  const reference = await getReferenceIndex(db);
  const selection = selectionFilters(reference, query);
  const text = query['contains[name]']
    ? (fullTextMatch(repo.searchVector, query['contains[name]']) ?? undefined)
    : undefined;
  const filters: repo.AuctionFilters = { ...selection, text };
  const { page, per_page: perPage } = query;
  const { rows, counted } =
    page > deepestPageOf(perPage)
      ? { rows: [], counted: MAX_OFFSET_ROWS + 1 }
      : await repo.listAuctionPage(db, {
          state: query.state,
          filters,
          limit: perPage,
          offset: (page - 1) * perPage,
          cap: MAX_OFFSET_ROWS + 1,
        });
  const ctx = { ...audience, reference };
  return {
    data: rows.map((row) => toAuctionCard(row, ctx)),
    meta: adPageMeta(page, perPage, counted),
  };
};

/** The caller's auctions: owned, bidding (with winning / outbid) or won. */
export const listMyAuctions = async (
  db: Database,
  audience: Actor,
  query: MyAuctionsQuery,
): Promise<AuctionsPage> => {
  const { userId } = audience;
  const reference = await getReferenceIndex(db);
  const { page, per_page: perPage, role } = query;
  const { rows, counted } =
    page > deepestPageOf(perPage)
      ? { rows: [], counted: MAX_OFFSET_ROWS + 1 }
      : await repo.listMyAuctionPage(db, {
          userId,
          role,
          limit: perPage,
          offset: (page - 1) * perPage,
          cap: MAX_OFFSET_ROWS + 1,
        });
  const ctx = { ...audience, reference };
  return {
    data: rows.map((row) => toAuctionCard(row, ctx, { bid: role !== 'owned' })),
    meta: adPageMeta(page, perPage, counted),
  };
};

/** The home page's block: live auctions of a selection ending soonest. */
export const listLiveAuctionBlock = async ({
  db,
  selection,
  limit,
  audience,
}: {
  db: Database;
  selection: { country_id?: number; region_id?: number; category_id?: number };
  limit: number;
  audience: Viewer;
}): Promise<AuctionCard[]> => {
  const reference = await getReferenceIndex(db);
  const { rows } = await repo.listAuctionPage(db, {
    state: 'live',
    filters: selectionFilters(reference, selection),
    limit,
    offset: 0,
    cap: 1,
  });
  return rows.map((row) => toAuctionCard(row, { ...audience, reference }));
};

/** Live auctions right now, for the landing page's counter. */
export const countLiveAuctions = ({ db }: { db: Database }) => repo.countLiveAuctions(db);
