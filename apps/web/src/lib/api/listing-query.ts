// Apart from list-query.ts: only the listing pages (ads, jobs) load it, not every page.
import { buildListQuery, type ListQuery } from './list-query';

/** What every listing page filters by: its search box and the place and category pickers. */
export interface ListingFilters {
  search: string;
  countryId: number | null;
  regionId: number | null;
  categoryId: number | null;
}

/**
 * A listing page's query (ads, jobs): the generic list fetch's, paginated, `page` of
 * `perPage`; the area adds its own filters to it.
 */
export const listingPageQuery = (
  filters: ListingFilters,
  page: number,
  perPage: number,
): ListQuery => ({
  ...buildListQuery({
    paginate: true,
    page,
    search: filters.search,
    countryId: filters.countryId,
    regionId: filters.regionId,
    categoryId: filters.categoryId,
  }),
  per_page: perPage,
});
