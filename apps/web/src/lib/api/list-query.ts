export interface ListParams {
  page?: number;
  paginate?: boolean;
  search?: string;
  countryId?: number | null;
  regionId?: number | null;
  categoryId?: number | null;
}

/**
 * The generic list fetch's query string, which every list endpoint's query type accepts (a type,
 * not an interface, so that it also fits a plain query record).
 */
export type ListQuery = {
  paginate?: string;
  page?: number;
  per_page?: number;
  'contains[name]'?: string;
  country_id?: number;
  region_id?: number;
  category_id?: number;
};

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

/** The query string of the seed's generic list fetch (§7 last row). */
export function buildListQuery(params: ListParams): ListQuery {
  const query: ListQuery = {};
  if (params.paginate) query.paginate = 'true';
  if (params.page) query.page = params.page;
  if (params.search?.trim()) query['contains[name]'] = params.search.trim();
  if (params.countryId) query.country_id = params.countryId;
  if (params.regionId) query.region_id = params.regionId;
  if (params.categoryId) query.category_id = params.categoryId;
  return query;
}
