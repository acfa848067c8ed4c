import type { Auction } from '@souq/contract';
import { toLatinDigits } from '../../../lib/digits';

export interface AuctionFormValues {
  title: string;
  description: string;
  parent_category_id: number | null;
  category_id: number | null;
  country_id: number | null;
  region_id: number | null;
  starting_price: string;
  min_increment: string;
  reserve_price: string;
  buy_now_price: string;
  start_now: boolean;
  /** `datetime-local` values, in the browser's time zone. */
  starts_at: string;
  ends_at: string;
  /** How many photos the picker holds (the rules ask for one); not sent. */
  photos: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in the browser's time zone. */
export const toLocalInput = (instant: string | number) => {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const plain = (amount: string | null) => (amount ? String(Number(amount)) : '');

/** The edited auction's values, or a new one's: starting now and ending in 3 days. */
export const auctionFormDefaults = (
  auction: Auction | undefined,
  place: { country_id: number | null; region_id: number | null },
): AuctionFormValues => ({
  title: auction?.title ?? '',
  description: auction?.description ?? '',
  parent_category_id: null,
  category_id: null,
  country_id: auction?.country.id ?? place.country_id,
  region_id: auction?.region.id ?? place.region_id,
  starting_price: plain(auction?.starting_price ?? null),
  min_increment: plain(auction?.min_increment ?? null),
  reserve_price: plain(auction?.reserve_price ?? null),
  buy_now_price: plain(auction?.buy_now_price ?? null),
  start_now: !auction || Date.parse(auction.starts_at) <= Date.now(),
  starts_at: toLocalInput(auction?.starts_at ?? Date.now() + 3_600_000),
  ends_at: toLocalInput(auction?.ends_at ?? Date.now() + 3 * 86_400_000),
  photos: 0,
});

const amount = (value: string) => toLatinDigits(value).replace(',', '.').trim();

/** The multipart body of create (or update): the leaf category, amounts and instants in UTC. */
export function buildAuctionFormData(
  values: AuctionFormValues,
  needsSubCategory: boolean,
  isUpdate: boolean,
) {
  const form = new FormData();
  const leaf = needsSubCategory ? values.category_id : values.parent_category_id;
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('category_id', String(leaf));
  form.append('country_id', String(values.country_id));
  form.append('region_id', String(values.region_id));
  form.append('starting_price', amount(values.starting_price));
  form.append('min_increment', amount(values.min_increment));
  if (amount(values.reserve_price) || isUpdate)
    form.append('reserve_price', amount(values.reserve_price));
  if (amount(values.buy_now_price) || isUpdate)
    form.append('buy_now_price', amount(values.buy_now_price));
  if (!values.start_now) form.append('starts_at', new Date(values.starts_at).toISOString());
  else if (!isUpdate) form.append('starts_at', '');
  form.append('ends_at', new Date(values.ends_at).toISOString());
  return form;
}
