import type { Auction, PlaceBidResponse } from '@souq/contract';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { auctions } from '../src/modules/auctions/auctions.table.ts';
import { adFields, photo } from './ad-factories.ts';
import { asUser, createdData } from './as-user.ts';
import { multipart } from './multipart.ts';

const HOUR = 60 * 60 * 1000;

/** Valid create fields: a car from $1,000 by $50, running one day from now; override any. */
export const auctionFields = async (app: App, overrides: Record<string, unknown> = {}) => {
  const { title, description, category_id, country_id, region_id } = await adFields(app);
  return {
    title,
    description,
    category_id,
    country_id,
    region_id,
    starting_price: '1000',
    min_increment: '50',
    ends_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    ...overrides,
  } as Record<string, string | number>;
};

/** Creates an auction through the API as `token`'s holder; throws unless it is created. */
export const postAuction = async (
  app: App,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Auction> => {
  const fields = await auctionFields(app, overrides);
  const res = await asUser(app, token).post(
    '/api/v1/auctions/create',
    multipart({ ...fields, photos: [await photo()] }),
  );
  return createdData<Auction>(res, 'auction not created');
};

/** `POST /auctions/submit-bid/{id}` as `token`'s holder (JSON). */
export const bid = (app: App, token: string, id: number, body: Record<string, unknown>) =>
  asUser(app, token).post(`/api/v1/auctions/submit-bid/${id}`, body);

/** A bid that must be accepted: answers `{bid, auction}`. */
export const acceptedBid = async (
  app: App,
  token: string,
  id: number,
  body: Record<string, unknown>,
) => {
  return createdData<PlaceBidResponse['data']>(await bid(app, token, id, body), 'bid refused');
};

/** Moves an auction's times in the database (what the clock would do), in ms from now. */
export const setAuctionTimes = (
  app: App,
  id: number,
  { startsIn, endsIn }: { startsIn?: number; endsIn?: number },
) =>
  app.db
    .update(auctions)
    .set({
      ...(startsIn === undefined ? {} : { startsAt: new Date(Date.now() + startsIn) }),
      ...(endsIn === undefined ? {} : { endsAt: new Date(Date.now() + endsIn) }),
    })
    .where(eq(auctions.id, id));

export const auctionRow = async (app: App, id: number) => {
  const [row] = await app.db.select().from(auctions).where(eq(auctions.id, id));
  return row!;
};
