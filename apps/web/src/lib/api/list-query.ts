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
