import type { Endpoint } from './endpoint.ts';

export const homeEndpoints = {
  indexPage: { method: 'GET', path: '/index-page', auth: 'none' },
  homePage: { method: 'GET', path: '/home-page', auth: 'none' },
} as const satisfies Record<string, Endpoint>;
