import type { HomePageQueryInput, HomePageResponse, IndexPageResponse } from '../index.ts';
import type { Endpoint, EndpointTypesOf } from './endpoint.ts';

export const homeEndpoints = {
  indexPage: { method: 'GET', path: '/index-page', auth: 'none' },
  homePage: { method: 'GET', path: '/home-page', auth: 'none' },
} as const satisfies Record<string, Endpoint>;

/** What each endpoint takes and answers: types only, so this module stays free of zod. */
export type HomeEndpointTypes = EndpointTypesOf<
  typeof homeEndpoints,
  {
    indexPage: { response: IndexPageResponse };
    homePage: { query: HomePageQueryInput; response: HomePageResponse };
  }
>;
