import type { Endpoint } from './endpoint.ts';

/** Routes that exist only when NODE_ENV is not `production`. */
export const devEndpoints = {
  outbox: { method: 'GET', path: '/dev/outbox', auth: 'none' },
} as const satisfies Record<string, Endpoint>;
