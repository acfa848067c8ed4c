import type {
  CategoriesResponse,
  CountriesResponse,
  ListCategoriesQueryInput,
  RegionsResponse,
} from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const catalogEndpoints = {
  countries: { method: 'GET', path: '/shared/countries', auth: 'none' },
  regions: { method: 'GET', path: '/shared/regions/{countryId}', auth: 'none' },
  categories: { method: 'GET', path: '/categories', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type CatalogEndpointTypes = EndpointTypesOf<
  typeof catalogEndpoints,
  {
    countries: { response: CountriesResponse };
    regions: { response: RegionsResponse };
    categories: { query: ListCategoriesQueryInput; response: CategoriesResponse };
  }
>;
