import type { Endpoint } from './endpoint.ts';

export const catalogEndpoints = {
  countries: { method: 'GET', path: '/shared/countries', auth: 'none' },
  regions: { method: 'GET', path: '/shared/regions/{countryId}', auth: 'none' },
  categories: { method: 'GET', path: '/categories', auth: 'none' },
} as const satisfies Record<string, Endpoint>;
