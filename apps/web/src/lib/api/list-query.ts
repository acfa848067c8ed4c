export interface ListParams {
  page?: number;
  paginate?: boolean;
  search?: string;
  countryId?: number | null;
  regionId?: number | null;
  categoryId?: number | null;
}

/** The query string of the seed's generic list fetch (§7 last row). */
export function buildListQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (params.paginate) query.paginate = 'true';
  if (params.page) query.page = params.page;
  if (params.search?.trim()) query['contains[name]'] = params.search.trim();
  if (params.countryId) query.country_id = params.countryId;
  if (params.regionId) query.region_id = params.regionId;
  if (params.categoryId) query.category_id = params.categoryId;
  return query;
}
