import { z } from 'zod';
import { AdCardSchema } from './ads.ts';
import { AuctionCardSchema } from './auctions.ts';
import { CategorySchema } from './catalog.ts';
import { envelope, IdSchema } from './common.ts';
import { JobCardSchema } from './jobs.ts';

/** A category with how many live (active) ads it holds, sub-categories included. */
export const CategoryWithCountSchema = CategorySchema.extend({
  /** Active ads at or below this category (within the selection's place on `/home-page`). */
  ads_count: z.number().int(),
});
export type CategoryWithCount = z.infer<typeof CategoryWithCountSchema>;

/** What is live on Souq right now: the landing page's counters. */
export const LiveCountsSchema = z.object({
  /** Active ads. */
  ads: z.number().int(),
  /** Open jobs (deadline not passed, not closed by their company). */
  jobs: z.number().int(),
  /** Live auctions (started, not ended, not cancelled). */
  auctions: z.number().int(),
});
export type LiveCounts = z.infer<typeof LiveCountsSchema>;

/**
 * `GET /index-page`: the landing page's live content. The hero texts are the web app's own
 * (translated there); everything counted here comes from the database.
 */
export const IndexPageSchema = z.object({
  counts: LiveCountsSchema,
  /** Top-level categories with the most active ads first (at most 8), in the request's language. */
  top_categories: z.array(CategoryWithCountSchema),
});
export type IndexPage = z.infer<typeof IndexPageSchema>;
export const IndexPageResponseSchema = envelope(IndexPageSchema);
export type IndexPageResponse = z.infer<typeof IndexPageResponseSchema>;

/** `GET /home-page`: the persisted selection; each id is optional (absent = anywhere / anything). */
export const HomePageQuerySchema = z.object({
  country_id: IdSchema.optional(),
  region_id: IdSchema.optional(),
  /** A parent category includes its sub-categories. */
  category_id: IdSchema.optional(),
});
export type HomePageQuery = z.infer<typeof HomePageQuerySchema>;
export type HomePageQueryInput = z.input<typeof HomePageQuerySchema>;

/**
 * The blocks of `/home` for a selection. `featured_ads`: the most viewed active ads created in
 * the last 30 days (ties: newest first); `latest_ads`: the newest active ads. `latest_jobs` and
 * `live_auctions` stay empty until those areas exist (the web hides empty blocks).
 */
export const HomePageSchema = z.object({
  featured_ads: z.array(AdCardSchema),
  latest_ads: z.array(AdCardSchema),
  /** The newest open jobs of the selection. */
  latest_jobs: z.array(JobCardSchema),
  /** Live auctions ending soonest (at most 8). */
  live_auctions: z.array(AuctionCardSchema),
  /**
   * The categories to browse next: the sub-categories of the selected category (its siblings
   * when it is a sub-category itself), or the top level without one; each counted in the
   * selection's place.
   */
  categories: z.array(CategoryWithCountSchema),
});
export type HomePage = z.infer<typeof HomePageSchema>;
export const HomePageResponseSchema = envelope(HomePageSchema);
export type HomePageResponse = z.infer<typeof HomePageResponseSchema>;
