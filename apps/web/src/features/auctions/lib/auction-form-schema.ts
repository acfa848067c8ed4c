import { zodResolver } from '@hookform/resolvers/zod';
import { auctionDurationOk, auctionPriceRules, CreateAuctionBodySchema } from '@souq/contract';
import { z } from 'zod';
import { toLatinDigits } from '../../../lib/digits';
import type { AuctionFormError } from './auction-form-messages';
import type { AuctionFormValues } from './auction-form-values';

const body = CreateAuctionBodySchema.shape;
const AMOUNTS = ['starting_price', 'min_increment', 'reserve_price', 'buy_now_price'] as const;
const amountOf = (value: string) => toLatinDigits(value).replace(',', '.').trim();

type Report = (field: keyof AuctionFormValues, message: AuctionFormError) => void;

/** Each field by the contract's own rule, amounts as typed (Arabic-Indic digits, a comma). */
function fieldRules(values: AuctionFormValues, needsSubCategory: boolean, report: Report) {
  if (!body.title.safeParse(values.title).success) report('title', 'title');
  if (!body.description.safeParse(values.description).success) {
    report('description', 'description');
  }
  for (const field of AMOUNTS) {
    if (!body[field].safeParse(amountOf(values[field])).success) report(field, 'amount');
  }
  const leaf = needsSubCategory ? values.category_id : values.parent_category_id;
  if (!body.category_id.safeParse(leaf).success) report('category_id', 'category');
  if (!body.country_id.safeParse(values.country_id).success) report('country_id', 'country');
  else if (!body.region_id.safeParse(values.region_id).success) report('region_id', 'region');
  if (values.photos < 1) report('photos', 'photos');
}

/** The rules between fields: the contract's price relations and 1 hour to 30 days. */
function crossRules(values: AuctionFormValues, report: Report) {
  const prices = {
    starting_price: amountOf(values.starting_price),
    reserve_price: amountOf(values.reserve_price) || null,
    buy_now_price: amountOf(values.buy_now_price) || null,
  };
  if (!auctionPriceRules.buyNowAboveStart(prices)) report('buy_now_price', 'buy-now-too-low');
  if (!auctionPriceRules.reserveFromStart(prices)) report('reserve_price', 'reserve-too-low');
  else if (!auctionPriceRules.reserveUpToBuyNow(prices)) {
    report('reserve_price', 'reserve-above-buy-now');
  }
  const start = values.start_now ? Date.now() : Date.parse(values.starts_at);
  const end = Date.parse(values.ends_at);
  if (Number.isNaN(start)) report('starts_at', 'start');
  if (Number.isNaN(end)) report('ends_at', 'end');
  else if (!Number.isNaN(start)) {
    const [from, to] = [new Date(start).toISOString(), new Date(end).toISOString()];
    if (!auctionDurationOk(from, to)) report('ends_at', 'duration');
  }
}

/**
 * The contract's create rules (CreateAuctionBodySchema, its fields and price relations) over the
 * form's values, each broken field once with an `auctions:form.errors` key. `needsSubCategory`:
 * the chosen top-level category has sub-categories (only a leaf is accepted).
 */
export const auctionFormSchema = (needsSubCategory: boolean) =>
  z.custom<AuctionFormValues>().superRefine((values, ctx) => {
    const broken = new Set<string>();
    const report: Report = (field, message) => {
      if (broken.has(field)) return;
      broken.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    fieldRules(values, needsSubCategory, report);
    crossRules(values, report);
  });

/** The form's resolver: the rules for the chosen category. */
export const auctionFormResolver = (needsSubCategory: boolean) =>
  zodResolver(auctionFormSchema(needsSubCategory));
