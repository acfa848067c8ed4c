import type { Endpoint } from './endpoint.ts';

export const healthEndpoints = {
  health: { method: 'GET', path: '/health', auth: 'none' },
} as const satisfies Record<string, Endpoint>;
